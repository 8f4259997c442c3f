import { expect, type Page } from "@playwright/test";

/**
 * Resolves once the page is ready the way a person sees it: the enhancement script has run
 * (`data-enhanced`) and, on pages that hydrate (React Router's context script is there), React has
 * hydrated (it tags hydrated DOM nodes with its fiber).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (!document.documentElement.hasAttribute("data-enhanced")) return false;
    if (!("__reactRouterContext" in window)) return true;
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Whether the page loaded React (only pages with widgets that need it do, docs/decisions/0006). */
export async function isHydrating(page: Page): Promise<boolean> {
  return page.evaluate(() => "__reactRouterContext" in window);
}

/**
 * Hydration, then a walk down the page half a screen at a time, letting the pictures in view load
 * (lazy images) and reveal animations run, then back to the top with no loading indicator left.
 * Pictures that never come into view (hidden slides, the off-screen half of a marquee) are not awaited.
 */
export async function settle(page: Page) {
  await waitForHydration(page);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    const loadingInView = () =>
      Array.from(document.images).some((img) => {
        const box = img.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        return inView && img.checkVisibility() && !img.complete;
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      // A broken or hung image must not stall the walk: two seconds per screen at most.
      const deadline = performance.now() + 2000;
      while (loadingInView() && performance.now() < deadline) await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  await expect(page.getByRole("status").filter({ hasText: /^Loading\.\.\.$/ })).toHaveCount(0);
}
