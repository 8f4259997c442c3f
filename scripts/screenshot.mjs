// Full-page screenshots of pages at 1440 px and 390 px, for looking at what we build.
// Usage: node scripts/screenshot.mjs [--out DIR] [--no-js] /path [/path …]   (BASE_URL defaults to http://127.0.0.1:3000)
// --no-js: with JavaScript disabled, as a visitor before any script has run sees the page.
// Start the site first (`npm start`, or `npm run serve` after a build).
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "./chromium.mjs";

const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");
const outDir = outIndex >= 0 ? args.splice(outIndex, 2)[1] : "/tmp/shots";
const noJsIndex = args.indexOf("--no-js");
const javaScriptEnabled = noJsIndex < 0;
if (!javaScriptEnabled) args.splice(noJsIndex, 1);
const paths = args.length > 0 ? args : ["/"];
const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const widths = [
  { name: "1440", viewport: { width: 1440, height: 900 }, isMobile: false },
  { name: "390", viewport: { width: 390, height: 844 }, isMobile: true },
];

// Scroll to the bottom step by step so lazy images load, then back to the top.
/* global window, document */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const width of widths) {
    // Reduced motion: cards that would fade in on scroll are shown at once in a full-page shot.
    const context = await browser.newContext({
      viewport: width.viewport,
      isMobile: width.isMobile,
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
      javaScriptEnabled,
    });
    // A full-page shot paints the whole page at once, but the browser paints blocks far from the
    // viewport only as they come near (render-near-view, app/app.css): the stylesheet shows them all.
    await context.route("**/*.css", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n* { content-visibility: visible !important }` });
    });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: "networkidle" });
      if (javaScriptEnabled) await scrollThrough(page);
      const name = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
      const file = join(outDir, `${name}-${width.name}${javaScriptEnabled ? "" : "-nojs"}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
