import { test as base } from "@playwright/test";
import { waitForHydration } from "./settle";

export { expect, type Locator, type Page, type Route } from "@playwright/test";

/**
 * The project's `test`: `page.goto` of a site page returns once the page is ready: its
 * enhancement script has run and, where the page hydrates, React has hydrated it. Pages hydrate
 * after their load event (docs/decisions/0005, 0006), so without this a test would race the
 * hydration that a person waits for without noticing. Tests of the page before hydration use
 * `request` or a context of their own, which this does not touch.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()["content-type"]?.startsWith("text/html")) await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});
