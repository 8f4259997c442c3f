import { afterFirstPaint } from "./after-first-paint";
import { startCountUp } from "./count-up";
import { initCurrentChip } from "./current-chip";
import { startCurrentYear } from "./current-year";
import { loadFallbacks } from "./fallbacks";
import { startGalleryLightbox } from "./gallery-lightbox";
import { startHeroSlideshow } from "./hero-slideshow";
import { initLoadingGate } from "./loading-gate";
import { startMarqueePause } from "./marquee-pause";
import { contained, startModules, supported, type ModuleStart } from "./modules";
import { startOfficeTabs } from "./office-tabs";
import { startOfflinePages } from "./offline-pages";
import { initPopoverState } from "./popover-state";
import { startProjectsFilter } from "./projects-filter";
import { initReveal } from "./reveal";
import { initScrollState } from "./scroll-state";
import { startSearchHighlight } from "./search-highlight";
import { initSearchTerm } from "./search-term";
import { initStaleClose } from "./stale-close";
import { registerServiceWorker } from "./service-worker";
import { initEnquiryQueue } from "./enquiry-queue";
import { taskSlicer } from "./yield-to-main";

/**
 * Modules bound to the elements that name them in `data-module`: one line each. These change what
 * the first view shows (the office chosen, a filter kept in the address, the hero's slide and
 * rotation, a figure that will count up from 0), so they start at once: the module script usually
 * runs before the browser's first paint, which then shows the page as it stays.
 */
const firstViewModules: Record<string, ModuleStart> = {
  "office-tabs": startOfficeTabs,
  "projects-filter": startProjectsFilter,
  "hero-slideshow": startHeroSlideshow,
  "count-up": startCountUp,
};

/** Modules that only wait for the visitor or for what is below the first view: started after the first paint. */
const laterModules: Record<string, ModuleStart> = {
  "search-highlight": startSearchHighlight,
  "marquee-pause": startMarqueePause,
  "gallery-lightbox": startGalleryLightbox,
  "current-year": startCurrentYear,
  "offline-pages": startOfflinePages,
};

/** Page-wide behaviours, each contained like a module, in the order they start, after the first paint. */
const laterPageWide: Record<string, () => void> = {
  "loading-gate": initLoadingGate,
  "scroll-state": initScrollState,
  "search-term": initSearchTerm,
  reveal: initReveal,
  "stale-close": initStaleClose,
};

/**
 * Behaviours and modules in tasks of at most about TASK_BUDGET_MS each (yieldIfDue between them):
 * started in one task they made the longest task after the first paint on a slow phone (issue 48).
 * Only what changes the first view starts before that paint; the rest waits for it, so the tasks
 * that run between the first paint and the page settling (the ones Lighthouse holds against the
 * page's blocking time) are few and short.
 */
async function enhance(): Promise<void> {
  const fallbacks = loadFallbacks();
  contained("current-chip", initCurrentChip);
  await startModules(firstViewModules, document, taskSlicer());
  await new Promise<void>(afterFirstPaint);
  const yieldIfDue = taskSlicer();
  for (const [name, start] of Object.entries(laterPageWide)) {
    contained(name, start);
    await yieldIfDue();
  }
  await startModules(laterModules, document, yieldIfDue);
  // What no first view needs, last (the service worker then waits for an idle moment itself).
  contained("service-worker", registerServiceWorker);
  contained("enquiry-queue", initEnquiryQueue);
  // aria-expanded needs popoverTargetElement, which the popover polyfill may still be bringing.
  await fallbacks;
  contained("popover-state", initPopoverState);
}

// A module script runs once the HTML is parsed, before any hydration, on every page.
if (supported()) {
  void enhance().finally(() => {
    // Browser tests wait for this mark the way a person waits for a page to settle.
    document.documentElement.dataset.enhanced = "";
  });
}
