import type { Page } from "@playwright/test";

/** The page's requests so far (resource timing): path, what asked (img, fetch, …) and bytes over the network. */
export const requests = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => {
      const { name, initiatorType, transferSize } = entry as PerformanceResourceTiming;
      return { path: new URL(name).pathname, initiatorType, transferSize };
    }),
  );
