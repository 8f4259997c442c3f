import { useEffect } from "react";

export const REVEAL_ATTR = "data-reveal";
const PENDING_CLASS = "reveal-pending";

/**
 * Cards marked with `data-reveal` fade and slide in when scrolled into view (spec §2).
 * Only elements that start below the viewport are hidden, and only after hydration, so the
 * prerendered HTML, visitors without JavaScript and above-the-fold content are never hidden.
 * Under prefers-reduced-motion nothing is hidden or animated.
 * Runs again whenever `pageKey` (the pathname) changes.
 */
export function useRevealOnScroll(pageKey: string): void {
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.remove(PENDING_CLASS);
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -40px 0px" },
    );
    const below = Array.from(document.querySelectorAll<HTMLElement>(`[${REVEAL_ATTR}]`)).filter(
      (el) => el.getBoundingClientRect().top > window.innerHeight,
    );
    for (const el of below) {
      el.classList.add(PENDING_CLASS);
      observer.observe(el);
    }
    return () => {
      observer.disconnect();
      below.forEach((el) => el.classList.remove(PENDING_CLASS));
    };
  }, [pageKey]);
}
