import { HEADER_SHRINK_PX, SCROLL_TOP_PX } from "~/lib/constants";
import { reducedMotion } from "./motion";

/**
 * Past 10 px the header gets `data-scrolled="true"` (CSS shrinks it and adds the shadow without
 * moving the content, see app.css); past 300 px the scroll-to-top button is shown. Only crossing a
 * threshold touches the DOM.
 */
export function initScrollState(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  const topButton = document.querySelector<HTMLButtonElement>("[data-scroll-top]");
  let shrunk: boolean | undefined;
  let showTop: boolean | undefined;
  const update = () => {
    if (shrunk !== (shrunk = scrollY > HEADER_SHRINK_PX)) header?.setAttribute("data-scrolled", String(shrunk));
    if (showTop !== (showTop = scrollY > SCROLL_TOP_PX) && topButton) topButton.hidden = !showTop;
  };
  topButton?.addEventListener("click", () => scrollTo({ top: 0, behavior: reducedMotion() ? "auto" : "smooth" }));
  addEventListener("scroll", update, { passive: true });
  // A page that opens scrolled (back, reload, #anchor) is caught at the first frame: reading
  // scrollY now would force a layout of the whole page before the browser's own.
  requestAnimationFrame(update);
}
