/**
 * Runs `then` once the page has first painted; main.ts starts everything but what changes the first
 * view through it. Work that fetches (the loading gate's pictures) must not share the slow link
 * with the stylesheet and the hero before that paint (issue 25; on a phone at 400 kbps each extra
 * picture delays the first paint, and Lighthouse's model of the largest paint counts every request
 * that finished before it). Paint timing where the browser has it (Chromium, Firefox, Safari
 * 14.1+), else the next frame; and at the latest once a frame after the page's load has been
 * painted: Firefox ESR reports no paint at all for a page opened at a #fragment, and the loading
 * gate then never started (tests/browsers: "a link to a far card lands on the card").
 */
export function afterFirstPaint(then: () => void): void {
  const fcp = "first-contentful-paint";
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    setTimeout(then, 0);
  };
  // Two frames: the second's callback runs once the first has been painted.
  const afterLoad = () => requestAnimationFrame(() => requestAnimationFrame(run));
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
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
