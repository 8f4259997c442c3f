// Why Lighthouse's simulated FCP and LCP are what they are: runs one Lighthouse navigation of a URL
// served by `npm run serve` (or any server) and prints, for each of its four simulations (FCP and
// LCP, optimistic and pessimistic), every request and main-thread task it kept, with simulated
// start and end times. Lighthouse's LCP waits for every request that finished before the observed
// largest paint (all of them in the pessimistic half, low-priority images too), its FCP only for
// render-blocking ones: a difference between the lists is where `npm run bench`'s LCP-FCP comes
// from (docs/decisions/0010). Then, for blocking time, each long main-thread task of the two
// simulations of the whole page, with where it lands against the first paint it is counted from.
// Usage: node scripts/lantern-graphs.mjs http://127.0.0.1:3000/careers
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { initializeConfig } from "lighthouse/core/config/config.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { chromiumArgs, findChromium } from "./chromium.mjs";
import { mainThreadTasks } from "./long-tasks.mjs";

const url = process.argv[2];
if (!url) throw new Error("usage: node scripts/lantern-graphs.mjs <url>");

/**
 * What a simulated task held, as long-tasks.mjs reads a task: CPU self time per part, largest first
 * (a task's events nest; their durations summed would count a part inside another twice).
 */
function held(node) {
  const { pid, tid } = node.event;
  const navigation = { name: "navigationStart", pid, tid, ts: 0, args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } } };
  const [task] = mainThreadTasks([navigation, node.event, ...node.childEvents.filter((e) => e !== node.event)]);
  return (task?.top ?? [])
    .slice(0, 4)
    .map(([what, us]) => `${what} ${(us / 1000).toFixed(0)} ms`)
    .join(", ");
}
const dir = await mkdtemp(join(tmpdir(), "deltaforge-lantern-"));
const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ["--headless=new", ...chromiumArgs] });
try {
  await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", gatherMode: dir });
  const artifacts = await loadArtifacts(dir);
  const { resolvedConfig } = await initializeConfig("navigation");
  const { settings } = resolvedConfig;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const describe = (node) =>
    node.type === "network"
      ? `${node.request.priority} ${node.request.resourceType} ${node.request.url.slice(0, 80)}`
      : `main thread ${Math.round(node.duration / 1000)} ms${node.didPerformLayout() ? ", layout" : ""}`;
  for (const [name, estimate] of [
    ["FCP optimistic", fcp.optimisticEstimate],
    ["FCP pessimistic", fcp.pessimisticEstimate],
    ["LCP optimistic", lcp.optimisticEstimate],
    ["LCP pessimistic", lcp.pessimisticEstimate],
  ]) {
    console.log(`${name}: ${Math.round(estimate.timeInMs)} ms`);
    const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
    for (const [node, t] of rows)
      console.log(`  ${String(Math.round(t.startTime)).padStart(5)}-${String(Math.round(t.endTime)).padStart(5)} ms  ${describe(node)}`);
  }
  console.log(`FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms (each the mean of its two simulations)`);
  // Blocking time: each simulation of the whole page counts the part past 50 ms of every main-thread
  // task that lies after a first paint, the optimistic one after the pessimistic FCP and the other
  // way round (Lantern's TotalBlockingTime). These are the tasks that made it, and what they held (CPU ms seen, before the 4x).
  const tbt = await LanternTotalBlockingTime.request(data, context);
  for (const [name, estimate, fcpMs] of [
    ["TBT optimistic", tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs],
    ["TBT pessimistic", tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs],
  ]) {
    console.log(`${name}: ${Math.round(estimate.timeInMs)} ms, counting from ${Math.round(fcpMs)} ms`);
    const rows = [...estimate.nodeTimings.entries()].filter(([node, t]) => node.type === "cpu" && t.duration >= 50);
    for (const [node, t] of rows.sort((a, b) => a[1].startTime - b[1].startTime))
      console.log(
        `  ${String(Math.round(t.startTime)).padStart(5)}-${String(Math.round(t.endTime)).padStart(5)} ms  ${Math.round(t.duration)} ms (seen: ${held(node)})`,
      );
  }
} finally {
  await chrome.kill();
  await rm(dir, { recursive: true, force: true });
}
