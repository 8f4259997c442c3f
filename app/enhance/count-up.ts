import { onFirstSight, reducedMotion } from "./motion";

/**
 * Statistics (`data-count-up`, see ui/count-up.tsx) count from 0 to their target the first time
 * half of one is in view. CSS draws the moving figures over the real number, whose text never
 * changes, so screen readers and hydration always see the target.
 */
export function initCountUp(): void {
  if (reducedMotion()) return;
  const counters = [...document.querySelectorAll<HTMLElement>("[data-count-up]")];
  counters.forEach((el) => (el.dataset.countUp = "waiting"));
  onFirstSight(
    counters,
    (el) => {
      const counter = el as HTMLElement;
      counter.dataset.countUp = "counting";
      counter.addEventListener("animationend", () => (counter.dataset.countUp = ""), { once: true });
    },
    { threshold: 0.5 },
  );
}
