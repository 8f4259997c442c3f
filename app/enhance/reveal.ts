import { onFirstSight, reducedMotion } from "./motion";

/**
 * Cards marked `data-reveal` that start below the viewport fade and slide in when scrolled into
 * view. Only the script hides them, so without it (and under reduced motion) everything shows.
 */
export function initReveal(): void {
  if (reducedMotion()) return;
  const below = [...document.querySelectorAll("[data-reveal]")].filter((el) => el.getBoundingClientRect().top > innerHeight);
  below.forEach((el) => el.classList.add("reveal-pending"));
  onFirstSight(below, (el) => el.classList.remove("reveal-pending"), { rootMargin: "0px 0px -40px 0px" });
}
