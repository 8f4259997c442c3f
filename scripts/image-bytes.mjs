// Image bytes a page makes a visitor download: loads each page in Chromium at a phone viewport,
// scrolls to the bottom so lazy images load, and sums the transferred (compressed, with headers)
// bytes of every image response. The budget for the home page at 390 px is 300 KB.
//
// Usage: BASE_URL=http://127.0.0.1:3000 node scripts/image-bytes.mjs [--width 390] [--height 844]
//          [--dpr 1] [--budget 300] /path [/path …]
// Serve a build first (`npm run serve`). Exits 1 when a page is over --budget (KB), if given.
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "./chromium.mjs";

function option(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const [, value] = args.splice(index, 2);
  return Number(value);
}

const args = process.argv.slice(2);
const width = option(args, "width", 390);
const height = option(args, "height", 844);
const dpr = option(args, "dpr", 1);
const budgetKb = option(args, "budget", undefined);
const paths = args.length > 0 ? args : ["/"];
const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:3000";

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Scrolls a viewport at a time, pausing so lazy images start, until the bottom stays put. */
async function scrollToBottom(page) {
  for (let step = 0; step < 200; step += 1) {
    // Runs in the page, where globalThis is the window.
    const atBottom = await page.evaluate(() => {
      const win = globalThis;
      win.scrollBy(0, win.innerHeight * 0.8);
      return win.scrollY + win.innerHeight >= win.document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atBottom) break;
  }
  await page.waitForLoadState("networkidle");
}

async function measure(browser, path) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: dpr,
    isMobile: true,
    hasTouch: true,
    // Cards that fade in on scroll are shown at once; what loads does not change.
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });

  const images = new Map();
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (type === "Image") images.set(requestId, { url: response.url, mimeType: response.mimeType, bytes: 0 });
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const image = images.get(requestId);
    if (image) image.bytes = encodedDataLength;
  });

  await page.goto(new URL(path, baseUrl).href, { waitUntil: "networkidle" });
  await scrollToBottom(page);
  await context.close();

  const list = [...images.values()].filter((image) => !image.url.startsWith("data:")).sort((a, b) => b.bytes - a.bytes);
  return { total: list.reduce((sum, image) => sum + image.bytes, 0), list };
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
let overBudget = false;
try {
  for (const path of paths) {
    const { total, list } = await measure(browser, path);
    console.log(`\n${path} at ${width}×${height} (dpr ${dpr}): ${list.length} images, ${kb(total)} KB transferred`);
    for (const image of list) {
      const url = new URL(image.url);
      const where = url.origin === new URL(baseUrl).origin ? url.pathname : image.url;
      console.log(`  ${kb(image.bytes).padStart(8)} KB  ${image.mimeType.padEnd(14)} ${where}`);
    }
    if (budgetKb !== undefined && total > budgetKb * 1024) {
      overBudget = true;
      console.log(`  over the budget of ${budgetKb} KB`);
    }
  }
} finally {
  await browser.close();
}
if (overBudget) process.exitCode = 1;
