import { initCountUp } from "./count-up";
import { initCurrentChip } from "./current-chip";
import { initLoadingGate } from "./loading-gate";
import { initPopoverState } from "./popover-state";
import { initReveal } from "./reveal";
import { initScrollState } from "./scroll-state";
import { initSearchTerm } from "./search-term";

// A module script runs once the HTML is parsed, before any hydration, on every page.
initLoadingGate();
initScrollState();
initPopoverState();
initSearchTerm();
initCurrentChip();
initReveal();
initCountUp();
// Browser tests wait for this mark the way a person waits for a page to settle.
document.documentElement.dataset.enhanced = "";
