import puppeteer from "puppeteer-core";
import type { Driver, Key } from "./driver";

const keys: Record<Key, string> = { Escape: "Escape", Enter: "Enter", Space: " ", Tab: "Tab" };

/** Firefox ESR through puppeteer-core over WebDriver BiDi (Playwright cannot drive Debian's Firefox). */
export async function firefoxDriver(executablePath: string): Promise<Driver> {
  const browser = await puppeteer.launch({ browser: "firefox", executablePath, headless: true });
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error instanceof Error ? error.message : String(error)));
  return {
    name: "Firefox ESR",
    goto: async (url) => void (await page.goto(url, { waitUntil: "load" })),
    resize: async (width, height) => {
      // Throws in Firefox (no screen-orientation emulation) after the size has applied.
      await page.setViewport({ width, height }).catch(() => {});
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(keys[key] as "Escape"),
    type: (text) => page.keyboard.type(text),
    takeErrors: async () => errors.splice(0),
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => browser.close(),
  };
}
