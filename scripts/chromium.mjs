// Where to find a Chromium for the browser tests, Lighthouse and screenshots on this kind of machine:
// CHROME_PATH, then Debian's /usr/bin/chromium, then a browser Playwright may have installed itself.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", chromium.executablePath()];
  return candidates.find((path) => path && existsSync(path));
}
