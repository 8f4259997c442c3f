import { reducedMotion } from "./motion";

/**
 * Cards marked `data-reveal` that start below the viewport fade and slide in when scrolled into
 * view. Only the script hides them, so without it (and under reduced motion) everything shows.
 * Where each card is comes from the observer's reports, after the browser's own layout: asking the
 * cards themselves (getBoundingClientRect) would force a layout of the whole page at start-up. A card
 * in a block the browser has not laid out yet (`render-near-view`, app.css) is reported with an
 * empty box: it waits too, and the observer reports it again when it comes into view.
 */
export function initReveal(): void {
  if (reducedMotion()) return;
  const observer = new IntersectionObserver(
    (entries) => {
      // Read once, before the loop changes any class: in Chromium, reading innerHeight after a
      // change lays out the page again, so reading it per card made a layout per card (about 5 ms
      // a load here, 20 ms on Lighthouse's phone).
      const viewportHeight = innerHeight;
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        if (isIntersecting) {
          observer.unobserve(target);
          target.classList.remove("reveal-pending");
        } else if (boundingClientRect.top > viewportHeight || !boundingClientRect.height) {
          target.classList.add("reveal-pending");
        }
      }
    },
    { rootMargin: "0px 0px -40px 0px" },
  );
  document.querySelectorAll("[data-reveal]").forEach((el) => observer.observe(el));
}
