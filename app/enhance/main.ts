import { initCountUp } from "./count-up";
import { initCurrentChip } from "./current-chip";
import { startGalleryLightbox } from "./gallery-lightbox";
import { startHeroSlideshow } from "./hero-slideshow";
import { initLoadingGate } from "./loading-gate";
import { startMarqueePause } from "./marquee-pause";
import { startModules } from "./modules";
import { startOfficeTabs } from "./office-tabs";
import { initPopoverState } from "./popover-state";
import { startProjectsFilter } from "./projects-filter";
import { initReveal } from "./reveal";
import { initScrollState } from "./scroll-state";
import { startSearchHighlight } from "./search-highlight";
import { initSearchTerm } from "./search-term";

// A module script runs once the HTML is parsed, before any hydration, on every page.
initLoadingGate();
initScrollState();
initPopoverState();
initSearchTerm();
initCurrentChip();
initReveal();
initCountUp();
// Behaviour bound to the elements that ask for it by name (`data-module`, see modules.ts).
startModules({
  "hero-slideshow": startHeroSlideshow,
  "search-highlight": startSearchHighlight,
  "marquee-pause": startMarqueePause,
  "gallery-lightbox": startGalleryLightbox,
  "projects-filter": startProjectsFilter,
  "office-tabs": startOfficeTabs,
});
// Browser tests wait for this mark the way a person waits for a page to settle.
document.documentElement.dataset.enhanced = "";
