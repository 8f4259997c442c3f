// Blocking time after the first paint with the CPU really slowed 4x (DevTools throttling), from the
// page's own long-task entries, median of RUNS loads per page at Lighthouse's phone viewport. A
// cross-check of `npm run bench`'s TBT, which Lighthouse simulates from an unthrottled trace and
// which moves by 5x between runs on a shared two-core machine; here each task really runs slowed.
// The page is watched as Lighthouse watches it (lighthouse-attach.mjs: with Playwright's session
// alone, V8 spent 35-51 ms of the phone's time on React DOM's start-up that Lighthouse never sees).
// Usage (against `npm run serve` or any server):
//   RUNS=7 node scripts/blocking-time.mjs http://127.0.0.1:3000 / /about/gallery /projects /contact
/* global window */
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "./chromium.mjs";
import { attachAsLighthouse } from "./lighthouse-attach.mjs";
import { phoneScreen, slowPhone } from "./slow-phone.mjs";

const [origin, ...paths] = process.argv.slice(2);
if (!origin || !paths.length) throw new Error("usage: node scripts/blocking-time.mjs <origin> <path>...");
const runs = Number(process.env.RUNS ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const path of paths) {
    const blocking = [];
    const longest = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ ...phoneScreen, deviceScaleFactor: 1.75 });
      const page = await context.newPage();
      await (await attachAsLighthouse(context, page)).send("Emulation.setCPUThrottlingRate", { rate: slowPhone.cpuSlowdown });
      await page.addInitScript(() => {
        window.longTasks = [];
        new PerformanceObserver((list) =>
          window.longTasks.push(...list.getEntries().map((entry) => [entry.startTime, entry.duration])),
        ).observe({
          type: "longtask",
          buffered: true,
        });
      });
      await page.goto(origin + path, { waitUntil: "load" });
      // The loading gate, the slideshow's hidden slides and late pictures come after `load`.
      await page.waitForTimeout(3000);
      const { tasks, fcp } = await page.evaluate(() => ({
        tasks: window.longTasks,
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      }));
      blocking.push(tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0));
      longest.push(Math.max(0, ...tasks.map(([, duration]) => duration)));
      await context.close();
    }
    const list = blocking.map((ms) => ms.toFixed(0)).join(", ");
    console.log(
      `${path.padEnd(18)} blocking after first paint ${median(blocking).toFixed(0)} ms [${list}], longest task ${median(longest).toFixed(0)} ms`,
    );
  }
} finally {
  await browser.close();
}
