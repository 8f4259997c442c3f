// Business constants of spec §9 that behaviour depends on.
export const HEADER_SHRINK_PX = 10;
export const SCROLL_TOP_PX = 300;
export const HERO_INTERVAL_MS = 6000;
export const COUNT_UP_MS = 2000;
export const YARD_LOADER_TIMEOUT_MS = 900;
/** A hung image never holds a page behind its loader for longer than this. */
export const LOADER_SAFETY_CAP_MS = 4000;
/** Loads that finish sooner than this never flash a loader. */
export const LOADER_SHOW_DELAY_MS = 200;
