import { chromium, type Browser, type Page } from "playwright-core";
import type { Driver, Key } from "./driver";

const keys: Record<Key, string> = { Escape: "Escape", Enter: "Enter", Space: " ", Tab: "Tab" };

/** Chromium through Playwright: Debian's current one, or the Chromium 123 of @sparticuz/chromium. */
export async function playwrightDriver(name: string, executablePath: string, args: string[]): Promise<Driver> {
  const browser: Browser = await chromium.launch({ executablePath, args, headless: true });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return {
    name,
    goto: async (url) => void (await page.goto(url, { waitUntil: "load" })),
    resize: (width, height) => page.setViewportSize({ width, height }),
    evaluate: (expression) => page.evaluate(expression),
    click: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(keys[key]),
    type: (text) => page.keyboard.type(text),
    takeErrors: async () => errors.splice(0),
    screenshot: () => page.screenshot(),
    close: () => browser.close(),
  };
}
