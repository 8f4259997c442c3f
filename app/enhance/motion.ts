/** Whether the visitor asked for less motion: then nothing is hidden, moved or counted. */
export function reducedMotion(): boolean {
  return matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Calls `onSeen` once for each element, the first time it scrolls into view. */
export function onFirstSight(elements: Element[], onSeen: (el: Element) => void, options?: IntersectionObserverInit): void {
  if (!elements.length) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      onSeen(entry.target);
    }
  }, options);
  elements.forEach((el) => observer.observe(el));
}
