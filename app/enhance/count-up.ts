import { onFirstSight, reducedMotion } from "./motion";

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A statistic (`data-module="count-up"`, see ui/count-up.tsx) counts from 0 to its target the
 * first time half of it is in view. CSS draws the figure in `--count` over the real number, whose
 * text never changes, so screen readers and hydration always see the target. The script sets
 * `--count` each frame: WebKit and Firefox do not animate a counter driven by an `@property`
 * animation, and the frame loop is smaller than that CSS anyway.
 */
export function startCountUp(counter: HTMLElement): void {
  if (reducedMotion()) return;
  const to = Number(counter.style.getPropertyValue("--count-to"));
  const ms = parseFloat(counter.style.getPropertyValue("--count-ms"));
  if (!Number.isFinite(to) || !(ms > 0)) return;
  counter.dataset.countUp = "waiting";
  onFirstSight(
    [counter],
    () => {
      counter.dataset.countUp = "counting";
      // The clock starts at the first frame's own time: a frame's time can precede this callback
      // (Firefox stamps it with when the refresh began), and a start taken here drew -7 there.
      let start: number | undefined;
      const step = (now: number) => {
        start ??= now;
        const t = Math.min(1, (now - start) / ms);
        counter.style.setProperty("--count", String(Math.round(to * easeOut(t))));
        if (t < 1) requestAnimationFrame(step);
        else counter.dataset.countUp = "";
      };
      requestAnimationFrame(step);
    },
    { threshold: 0.5 },
  );
}
