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

/** Modules bound to the elements that name them in `data-module`: one line each. */
const modules: Record<string, ModuleStart> = {
  "count-up": startCountUp,
  "hero-slideshow": startHeroSlideshow,
  "search-highlight": startSearchHighlight,
  "marquee-pause": startMarqueePause,
  "gallery-lightbox": startGalleryLightbox,
  "projects-filter": startProjectsFilter,
  "office-tabs": startOfficeTabs,
  "current-year": startCurrentYear,
  "offline-pages": startOfflinePages,
};

/** Page-wide behaviours, each contained like a module. */
const pageWide: Record<string, () => void> = {
  "loading-gate": initLoadingGate,
  "scroll-state": initScrollState,
  "search-term": initSearchTerm,
  "current-chip": initCurrentChip,
  reveal: initReveal,
  "stale-close": initStaleClose,
  "service-worker": registerServiceWorker,
  "enquiry-queue": initEnquiryQueue,
};

// A module script runs once the HTML is parsed, before any hydration, on every page.
if (supported()) {
  const fallbacks = loadFallbacks();
  for (const [name, start] of Object.entries(pageWide)) contained(name, start);
  startModules(modules);
  // aria-expanded needs popoverTargetElement, which the popover polyfill may still be bringing.
  void fallbacks
    .then(() => contained("popover-state", initPopoverState))
    .finally(() => {
      // Browser tests wait for this mark the way a person waits for a page to settle.
      document.documentElement.dataset.enhanced = "";
    });
}
