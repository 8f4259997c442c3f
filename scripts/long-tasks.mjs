// The main thread's long tasks on a phone 4x slower than this machine, read from a performance
// trace at Lighthouse's phone viewport: each task over the threshold with what it spent its time on
// (self time per trace event, script by file and function), so a long task can be traced to the
// script, the style recalculation, the layout or the parse that made it (issue 48). Where
// blocking-time.mjs counts the page's own long-task entries, this names their contents.
// A task's length is the CPU time its thread spent in it, times the slowdown, as Lighthouse's
// simulation does with the wall time of its unthrottled trace: on a shared, busy machine the wall
// time also counts the time other processes held the core (2-5x from run to run); CPU time moves
// far less. The options (DETAIL=1 or compile, ATTACH=playwright, FLOOR=1, THROTTLE=4) and what
// each one showed are in scripts/README.md.
// Usage (against `npm run serve` or any server; AstroWind's built copy served the same way works too):
//   node scripts/long-tasks.mjs http://127.0.0.1:3000 / /about/gallery /contact/quote
//   RUNS=3 SETTLE_MS=8000 THRESHOLD_MS=30 DETAIL=1 FLOOR=1 node scripts/long-tasks.mjs <origin> <path>...
import { basename } from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "./chromium.mjs";
import { attachAsLighthouse } from "./lighthouse-attach.mjs";
import { phoneScreen, slowPhone } from "./slow-phone.mjs";

/**
 * Part of Lighthouse's trace categories (its default config), enough to name what a task did; its
 * full list adds about 10 ms of trace writing to the task that runs the framework chunk.
 */
const categories = [
  "-*",
  "toplevel",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "loading",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "disabled-by-default-lighthouse",
];

/** With DETAIL=1: Blink's events, of which only those in `detailParts` are kept (in no category above). */
const detailCategories = ["blink"];
/** With DETAIL=compile: V8's compile events too, of which only those in `detailParts` are kept. */
const compileCategories = ["disabled-by-default-v8.compile"];

/** With DETAIL=1: an SVG picture's own document, a line of its own (its parts fold into it). */
const svgPicture = "IsolatedSVGDocumentHost::IsolatedSVGDocumentHost";
/**
 * With DETAIL=1: events whose style and layout are done outside a frame, which then say why: forced
 * (by a script or by the browser itself), or as parsing finished. Their own time is their holder's.
 */
const styleWrappers = new Map([
  ["Blink.ForcedStyleAndLayout.UpdateTime", "forced"],
  ["Document::FinishedParsing", "as parsing finished"],
]);
/**
 * With DETAIL=compile: V8 parsing a function again to find the source positions a stack trace asks for (a
 * line of its own: the parse inside it folds into it), and V8's compiling (parse, bytecode), named
 * as V8 names it.
 */
const sourcePositions = "V8.CollectSourcePositions";
const compileParts = [sourcePositions, "V8.ParseProgram", "V8.ParseFunction", "V8.PreParse", "V8.CompileIgnition", "V8.CompileCode"];
/** Events whose children's time is theirs, whatever the children are. */
const folding = new Set([svgPicture, sourcePositions]);
/** The events DETAIL keeps; the rest of those categories is left out, its time its holder's. */
const detailParts = new Set([svgPicture, ...styleWrappers.keys(), ...compileParts]);

/** The trace events that mark one task of the browser's scheduler. */
const taskNames = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadControllerImpl::DoWork"]);

/** What an event is, for the breakdown: its name, and for script and parsing the file it ran. */
function label(event) {
  if (event.name === svgPicture) return "SVG picture document";
  if (event.name === sourcePositions) return `${sourcePositions} (stack trace)`;
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const url = data.url || data.stackTrace?.[0]?.url || "";
  // Time in the task that no finer event accounts for (Lighthouse's "Other").
  if (taskNames.has(event.name) || event.name === "(task itself)") return "(other)";
  const file = url ? basename(new URL(url, "http://x").pathname) || "(page)" : "";
  if (event.name === "EventDispatch") return `EventDispatch ${data.type ?? ""}`;
  if (event.name === "TimerFire" || event.name === "FireAnimationFrame" || event.name === "FireIdleCallback") return event.name;
  const where = data.functionName ? `${file}:${data.functionName}` : file;
  return where ? `${event.name} ${where}` : event.name;
}

/**
 * The tasks of the page's main thread, each with its self time per label, from a trace's events.
 * Complete events (ph "X") nest by time on one thread; begin/end pairs are folded into them.
 */
export function mainThreadTasks(events) {
  // The thread that loaded the page: its navigation names the document (other renderers, such as
  // the blank page the tab opened on, name none).
  const main = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL && e.args.data.isLoadingMainFrame);
  if (!main) return [];
  const open = new Map();
  const spans = [];
  for (const e of events) {
    if (e.pid !== main.pid || e.tid !== main.tid) continue;
    // DETAIL's extra events count only where they name something (detailParts).
    if (e.cat !== undefined && !detailParts.has(e.name) && !e.cat.split(",").some((cat) => categories.includes(cat))) continue;
    if (e.ph === "X" && e.dur !== undefined) spans.push({ ...e, cpu: e.tdur ?? e.dur });
    else if (e.ph === "B") open.set(e.name, e);
    else if (e.ph === "E" && open.has(e.name)) {
      const begin = open.get(e.name);
      open.delete(e.name);
      const cpu = e.tts !== undefined && begin.tts !== undefined ? e.tts - begin.tts : e.ts - begin.ts;
      spans.push({ ...begin, ph: "X", dur: e.ts - begin.ts, cpu, args: { ...begin.args, endData: e.args } });
    }
  }
  spans.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let task = null;
  const stack = [];
  for (const span of spans) {
    if (task && span.ts >= task.ts + task.dur) {
      while (stack.length) close(task, stack.pop());
      tasks.push(task);
      task = null;
    }
    if (!task) {
      if (!taskNames.has(span.name)) continue;
      task = { ts: span.ts, dur: span.dur, cpu: span.cpu, self: new Map() };
      stack.length = 0;
      stack.push({ end: span.ts + span.dur, label: "(other)", child: 0, cpu: span.cpu });
      continue;
    }
    while (stack.length && span.ts >= stack.at(-1).end) close(task, stack.pop());
    const parent = stack.at(-1);
    parent.child += span.cpu;
    // Inside a picture's document everything is the picture's (and inside a search for source
    // positions, the parse is the search's); a wrapper's own time is its holder's, and style and
    // layout inside one say why they ran (the innermost reason).
    const why = styleWrappers.get(span.name) ?? parent.why;
    const own = parent.folds ? parent.label : styleWrappers.has(span.name) ? parent.label : label(span);
    const name = why && /^(UpdateLayoutTree|Layout)$/.test(own) ? `${own} (${why})` : own;
    stack.push({ end: span.ts + span.dur, label: name, child: 0, cpu: span.cpu, why, folds: parent.folds || folding.has(span.name) });
  }
  if (task) {
    while (stack.length) close(task, stack.pop());
    tasks.push(task);
  }
  return tasks.map((t) => ({ ...t, top: [...t.self].sort((a, b) => b[1] - a[1]) }));

  function close(t, frame) {
    const self = Math.max(0, frame.cpu - frame.child);
    t.self.set(frame.label, (t.self.get(frame.label) ?? 0) + self);
  }
}

/**
 * Loads `url` once and returns its main-thread tasks longer than `thresholdMs` on the phone (their
 * CPU time times `slowdown`; when they started, in ms from navigation, as seen), the total of its
 * tasks' time on the phone, and the first contentful paint as seen; null if the trace missed the navigation.
 * `compile`: V8's compile events too (DETAIL=compile). `attach`: "lighthouse" watches the page as
 * Lighthouse does; "playwright" with Playwright's session only.
 */
export async function traceLongTasks(
  browser,
  url,
  {
    settleMs = 6000,
    thresholdMs = 50,
    slowdown = slowPhone.cpuSlowdown,
    throttle = 1,
    detail = false,
    compile = false,
    attach = "lighthouse",
    html,
  } = {},
) {
  const context = await browser.newContext({ ...phoneScreen, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  try {
    if (html !== undefined) await context.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
    const session = attach === "lighthouse" ? await attachAsLighthouse(context, page) : await context.newCDPSession(page);
    if (throttle > 1) await session.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    const extra = [...(detail ? detailCategories : []), ...(compile ? compileCategories : [])];
    await browser.startTracing(page, { categories: [...categories, ...extra] });
    await page.goto(url, { waitUntil: "load" });
    // What the page starts after `load` (idle work, the service worker, timers) is in the window too.
    await page.waitForTimeout(settleMs);
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
    const events = trace.traceEvents ?? trace;
    const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL && e.args.data.isLoadingMainFrame)?.ts;
    // Now and then (a busy machine) the trace misses the navigation: that run says nothing.
    if (start === undefined) return null;
    const fcpEvent = events.find((e) => e.name === "firstContentfulPaint");
    const tasks = mainThreadTasks(events).filter((t) => t.ts >= start);
    const phoneMs = (us) => (us / 1000) * slowdown;
    return {
      fcpMs: fcpEvent ? (fcpEvent.ts - start) / 1000 : null,
      busyMs: phoneMs(tasks.reduce((sum, t) => sum + t.cpu, 0)),
      longest: phoneMs(Math.max(0, ...tasks.map((t) => t.cpu))),
      long: tasks
        .filter((t) => phoneMs(t.cpu) > thresholdMs)
        .map((t) => ({
          atMs: (t.ts - start) / 1000,
          ms: phoneMs(t.cpu),
          top: t.top.slice(0, 5).map(([what, us]) => [what, phoneMs(us)]),
        })),
    };
  } finally {
    await context.close();
  }
}

/** The floor (FLOOR=1): a complete, valid page with nothing on it but one paragraph. */
const floorPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  "<title>Floor</title></head><body><p>One paragraph.</p></body></html>";

async function main() {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin || !paths.length) throw new Error("usage: node scripts/long-tasks.mjs <origin> <path>...");
  const runs = Number(process.env.RUNS ?? 1);
  const options = {
    settleMs: Number(process.env.SETTLE_MS ?? 6000),
    thresholdMs: Number(process.env.THRESHOLD_MS ?? 50),
    throttle: Number(process.env.THROTTLE ?? 1),
    detail: ["1", "compile"].includes(process.env.DETAIL),
    compile: process.env.DETAIL === "compile",
    attach: process.env.ATTACH ?? "lighthouse",
  };
  if (!["lighthouse", "playwright"].includes(options.attach)) throw new Error("ATTACH is lighthouse (the default) or playwright");
  // Really slowed, the CPU time is already the phone's.
  options.slowdown = options.throttle > 1 ? 1 : slowPhone.cpuSlowdown;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const floorPath = "/__long-tasks-floor";
  const longest = new Map();
  try {
    for (const path of process.env.FLOOR === "1" ? [floorPath, ...paths] : paths) {
      for (let run = 1; run <= runs; run++) {
        const traced = await traceLongTasks(browser, origin + path, { ...options, html: path === floorPath ? floorPage : undefined });
        if (!traced) {
          console.log(`${path} (run ${run}): the trace holds no navigation to the page; run it again`);
          continue;
        }
        const { fcpMs, busyMs, long } = traced;
        longest.set(path, [...(longest.get(path) ?? []), traced.longest]);
        console.log(
          `${path} (run ${run}): FCP ${fcpMs?.toFixed(0)} ms (seen); on the phone: main thread busy ${busyMs.toFixed(0)} ms, longest task ${traced.longest.toFixed(0)} ms, ${long.length} over ${options.thresholdMs} ms`,
        );
        for (const task of long) {
          const top = task.top.map(([what, ms]) => `${what} ${ms.toFixed(0)}`).join(", ");
          console.log(`  at ${task.atMs.toFixed(0).padStart(5)} ms  ${task.ms.toFixed(0).padStart(4)} ms  ${top}`);
        }
      }
    }
    console.log("\nLongest task on the phone, per run (ms):");
    for (const [path, ms] of longest) console.log(`  ${path}: ${ms.map((m) => m.toFixed(0)).join(", ")}`);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
