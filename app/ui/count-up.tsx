import { useEffect, useRef } from "react";
import { COUNT_UP_MS } from "~/lib/constants";

/**
 * A number that counts up from 0 to its target over 2 s the first time it scrolls into view
 * (spec §4). The prerendered HTML, visitors without JavaScript and reduced-motion visitors see
 * the target; screen readers always read the target, never the moving figures. The animation
 * writes the text directly, so counting never re-renders React.
 */
export function CountUp({ to, suffix = "" }: { to: number; suffix?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const target = `${to}${suffix}`;

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    el.textContent = `0${suffix}`;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min((now - start) / COUNT_UP_MS, 1);
          // Ease out so the last figures settle gently.
          el.textContent = `${Math.round(to * (1 - (1 - progress) ** 3))}${suffix}`;
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      el.textContent = `${to}${suffix}`;
    };
  }, [to, suffix]);

  return (
    <>
      <span ref={ref} aria-hidden="true" className="tabular-nums">
        {target}
      </span>
      <span className="sr-only">{target}</span>
    </>
  );
}
