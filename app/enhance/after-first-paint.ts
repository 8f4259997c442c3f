/**
 * Runs `then` once the page has first painted: work that fetches (the loading gate's pictures) must
 * not share the slow link with the stylesheet and the hero before that paint (issue 25; on a phone
 * at 400 kbps each extra picture delays the first paint, and Lighthouse's model of the largest paint
 * counts every request that finished before it). Paint timing where the browser has it (Chromium,
 * Firefox, Safari 14.1+), else the next frame.
 */
export function afterFirstPaint(then: () => void): void {
  const fcp = "first-contentful-paint";
  const run = () => setTimeout(then, 0);
  if (performance.getEntriesByName(fcp).length) return void run();
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName(fcp).length) return;
      observer.disconnect();
      run();
    }).observe({ type: "paint" });
  } catch {
    requestAnimationFrame(run);
  }
}
