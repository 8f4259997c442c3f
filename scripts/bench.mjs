// Lighthouse benchmark of the production build: builds (build:local), serves it with compression
// from the real server on a free loopback port, runs Lighthouse 12 (mobile, the default profile)
// BENCH_RUNS times per page (default 5) and reports the median of each number, plus how far the
// first contentful paint spread across the runs, the LCP element, and on the slow phone of issue 25
// (400 kbps, 400 ms, 4x CPU; scripts/slow-phone.mjs) the time from the first paint to the first
// control that works when tapped. Targets differ for pages that hydrate and pages that do not
// (docs/decisions/0006, 0008). Writes the summary as JSON to bench-results/. Usage: npm run bench
//   BENCH_RUNS=1 BENCH_PATHS=/,/projects npm run bench   quick run
//   BENCH_SKIP_BUILD=1 npm run bench                     measure the existing build
//   BENCH_PEER_DIR=/tmp/astrowind/dist npm run bench     beside a built AstroWind (issue 48)
// With BENCH_PEER_DIR, the peer's built site (a folder of static files, such as AstroWind's `dist`)
// is served by the same server with the same compression, and each page listed in `peerPages` is
// measured alternately with its peer page, run by run, so both see the same machine load; the
// comparison table follows ours. How to build AstroWind without a network: scripts/README.md.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "./chromium.mjs";
import { parsePage } from "./links.mjs";
import { splitLocalPath } from "../contract/languages.ts";
import { watchServer } from "../server/supervisor/watch-server.ts";
import { firstWorkingControl, launchSlowPhoneBrowser, slowPhone } from "./slow-phone.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
/** Slow-phone loads per page (each takes seconds at 400 kbps). */
const slowRuns = Math.max(1, Math.min(runs, Number(process.env.BENCH_SLOW_RUNS ?? 3)));
// The French home page and a French form too: every language is held to the same targets (docs/decisions/0018).
const pages = (
  process.env.BENCH_PATHS ??
  "/,/about/history,/services/engineering,/careers,/about/gallery,/projects,/contact,/contact/quote,/fr,/fr/contact/quote"
)
  .split(",")
  .map((path) => path.trim())
  .filter(Boolean);

/** The targets the site is held to; a miss is listed under the table. */
export const targets = {
  performance: { min: 99 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  lcpMs: { max: 1800 },
  tbtMs: { max: 100 },
  cls: { max: 0.01 },
  // The first paint is steady: one page's FCP varies by at most this much across the runs.
  fcpSpreadMs: { max: 150 },
  // The home page's JavaScript (transferred, i.e. compressed).
  homeJsKb: { max: 130 },
};
/** Pages without React are held to more (docs/decisions/0006, 0008). */
export const staticPageTargets = { ...targets, performance: { min: 100 }, tbtMs: { max: 30 } };
/** Every page: the largest picture paints with the first paint (issue 25). */
export const lcpAfterFcpMs = { max: 150 };

/**
 * Our page → the AstroWind page it is compared with (issue 48's table: the closest page in kind).
 * Astro writes `page/index.html`, so its paths end in a slash: our server would redirect without it.
 */
export const peerPages = {
  "/": "/",
  "/services/engineering": "/pricing/",
  "/about/history": "/privacy/",
  "/about/gallery": "/",
  "/contact": "/contact/",
  "/contact/quote": "/contact/",
};
/** The peer's built site, if BENCH_PEER_DIR names one (a folder with an index.html); else no comparison. */
const peerDir =
  process.env.BENCH_PEER_DIR && existsSync(join(process.env.BENCH_PEER_DIR, "index.html")) ? process.env.BENCH_PEER_DIR : null;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The numbers we track from one Lighthouse result (lhr). */
export function summarise(lhr) {
  const bytes = (type) => lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: lhr.audits["first-contentful-paint"].numericValue,
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    // Per run, so the median is of the gap itself, not a difference of two medians.
    lcpAfterFcpMs: lhr.audits["largest-contentful-paint"].numericValue - lhr.audits["first-contentful-paint"].numericValue,
    // What the browser itself saw in the trace, before Lighthouse's simulation of a slow phone.
    observedLcpAfterFcpMs:
      (lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0) -
      (lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? 0),
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    jsBytes: bytes("script"),
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "",
    imageBytes: bytes("image"),
    // Main-thread work (Lighthouse's breakdown: script, style, layout, parsing, other) and the
    // longest task it lists (it lists those of 50 ms or more; 0 when there is none).
    mainThreadMs: lhr.audits["mainthread-work-breakdown"]?.numericValue ?? 0,
    longestTaskMs: Math.max(0, ...(lhr.audits["long-tasks"]?.details?.items ?? []).map((item) => item.duration)),
    // Lighthouse's own CPU benchmark of this machine during the run: below ~1000 it was busy and
    // the simulated timings (TBT, LCP render delay) are inflated.
    cpuIndex: lhr.environment.benchmarkIndex,
  };
}

/** Audits that cost points in the non-performance categories, to say why a score is below 100. */
function failedAudits(lhr) {
  const failed = [];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.push(`${id}: ${audit.id} (${audit.title})`);
    }
  }
  return failed;
}

function startServer(inboxDb, dir = buildDir) {
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, BUILD_DIR: dir, PORT: "0", HOST: "127.0.0.1", INBOX_DB: inboxDb },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stderr.pipe(process.stderr);
  // The bench fails if the server logged an uncaught error or a process of it died (watch-server.ts).
  const watch = watchServer(server, { name: "the bench's server" });
  const url = new Promise((resolve, reject) => {
    let output = "";
    server.stdout.on("data", (chunk) => {
      output += chunk;
      const match = output.match(/listening on (http:\/\/[^/\s]+)\//);
      if (match) resolve(match[1]);
    });
    server.on("exit", (code) => reject(new Error(`server exited with code ${code} before listening`)));
  });
  return { server, url, watch };
}

/** The paths of this site's files that a page's `href` and `src` attributes name, read with an HTML parser (links.mjs). */
function localFiles(html, origin) {
  const urls = parsePage(html)
    .refs.filter(({ attr }) => attr === "href" || attr === "src")
    .map(({ url }) => new URL(url, origin));
  return new Set(urls.filter((url) => url.origin === origin).map((url) => url.pathname));
}

/**
 * Requests every measured page and the files it references once, so the operating system's file
 * cache is warm before the first Lighthouse run, as on a static host that has served the site for
 * a while.
 */
async function warmUp(origin, paths = pages) {
  const headers = { "accept-encoding": "gzip" };
  for (const path of paths) {
    const html = await (await fetch(`${origin}${path}`, { headers })).text();
    const refs = localFiles(html, origin);
    if (refs.size === 0)
      throw new Error(`bench: ${path} references no file of the site (no href or src on ${origin}); has its markup changed?`);
    // One at a time: the server closes a client's connections beyond 32 (MAX_CONNECTIONS_PER_ADDRESS).
    for (const ref of refs) await (await fetch(`${origin}${ref}`, { headers })).arrayBuffer();
  }
}

/** One Lighthouse run; a run that fails to record a trace (it happens on a busy machine) is retried twice. */
async function measure(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error" });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`bench: Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    console.warn(`\nbench: ${lhr.runtimeError.code} on ${url}, measuring again`);
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function table(rows) {
  const head = [
    "page",
    "React",
    "perf",
    "a11y",
    "bp",
    "seo",
    "FCP",
    "FCP spread",
    "LCP",
    "LCP-FCP (seen)",
    "TBT",
    "main thread",
    "longest task",
    "CLS",
    "JS KB",
    "img KB",
    "slow: control",
    "CPU idx",
  ];
  const lines = rows.map((r) => [
    r.path,
    r.hydrates ? "yes" : "no",
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    `${(r.fcpMs / 1000).toFixed(2)} s`,
    `${Math.round(r.fcpSpreadMs)} ms`,
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(r.lcpAfterFcpMs)} ms (${Math.round(r.observedLcpAfterFcpMs)})`,
    `${Math.round(r.tbtMs)} ms`,
    `${ms(r.mainThreadMs)} ms`,
    `${Math.round(r.longestTaskMs)} ms`,
    r.cls.toFixed(3),
    kb(r.jsBytes),
    kb(r.imageBytes),
    r.controlMs === null ? "-" : `${(r.controlMs / 1000).toFixed(2)} s`,
    String(Math.round(r.cpuIndex)),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const fmt = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [fmt(head), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(fmt)].join("\n");
}

const ms = (value) => Math.round(value).toLocaleString("en");
/** Issue 48's table: each of our pages beside its peer page, medians of the same alternating runs. */
export function peerTable(rows) {
  const head = ["our page (peer page)", "perf ours / peer", "TBT ms", "main-thread work ms", "longest task ms", "FCP ms", "LCP ms"];
  const pair = (r, key, format = ms) => `${format(r[key])} / ${format(r.peer[key])}`;
  const lines = rows
    .filter((r) => r.peer)
    .map((r) => [
      `${r.path} (${r.peer.path})`,
      pair(r, "performance", String),
      pair(r, "tbtMs"),
      pair(r, "mainThreadMs"),
      pair(r, "longestTaskMs"),
      pair(r, "fcpMs"),
      pair(r, "lcpMs"),
    ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const fmt = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [fmt(head), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(fmt)].join("\n");
}

/** The median of each numeric field over a page's runs (text fields from the last run). */
function medians(results) {
  const row = {};
  for (const key of Object.keys(results[0])) {
    row[key] = typeof results[0][key] === "number" ? median(results.map((result) => result[key])) : results.at(-1)[key];
  }
  return row;
}

function misses(rows) {
  const found = [];
  for (const r of rows) {
    const held = r.hydrates ? targets : staticPageTargets;
    for (const key of ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls", "fcpSpreadMs"]) {
      const { min, max } = held[key];
      if ((min !== undefined && r[key] < min) || (max !== undefined && r[key] > max)) {
        found.push(`${r.path}: ${key} ${Number(r[key].toFixed(3))} (target ${min !== undefined ? `≥ ${min}` : `≤ ${max}`})`);
      }
    }
    if (r.lcpAfterFcpMs > lcpAfterFcpMs.max) {
      found.push(`${r.path}: LCP ${Math.round(r.lcpAfterFcpMs)} ms after FCP (target ≤ ${lcpAfterFcpMs.max} ms)`);
    }
    // The home page of every language (/, /fr).
    if (splitLocalPath(r.path).path === "/" && r.jsBytes / 1024 > targets.homeJsKb.max) {
      found.push(`${r.path}: JavaScript ${kb(r.jsBytes)} KB (target ≤ ${targets.homeJsKb.max} KB)`);
    }
  }
  return found;
}

/** Serves BENCH_PEER_DIR as a build's `client` folder (a link to it in the scratch folder). */
async function startPeer(scratch) {
  const dir = join(scratch, "peer");
  await mkdir(dir);
  await symlink(resolve(peerDir), join(dir, "client"));
  return startServer(join(scratch, "peer-inbox.sqlite"), dir);
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync("npm", ["run", "build:local"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (build.status !== 0) throw new Error("bench: the build failed");
  }
  const chromePath = findChromium();
  if (!chromePath) throw new Error("bench: no Chromium found (see scripts/chromium.mjs)");

  const scratch = await mkdtemp(join(tmpdir(), "deltaforge-bench-"));
  const { server, url, watch } = startServer(join(scratch, "inbox.sqlite"));
  // The peer's files, served by the same server (which serves `<BUILD_DIR>/client`) with the same compression.
  const peer = peerDir ? await startPeer(scratch) : null;
  let chrome;
  let slowBrowser;
  try {
    const origin = await url;
    await warmUp(origin);
    const peerOrigin = peer ? await peer.url : null;
    if (peer) await warmUp(peerOrigin, [...new Set(pages.filter((path) => peerPages[path]).map((path) => peerPages[path]))]);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs] });
    slowBrowser = await launchSlowPhoneBrowser();
    console.log(`bench: ${pages.length} page(s) × ${runs} run(s), Lighthouse mobile, ${origin} (${buildDir})`);
    if (peer) console.log(`bench: beside ${peerDir} at ${peerOrigin}, alternating run by run`);
    else if (process.env.BENCH_PEER_DIR)
      console.log(`bench: no index.html in BENCH_PEER_DIR=${process.env.BENCH_PEER_DIR}, so no comparison`);

    const rows = [];
    const notes = {};
    // The full report of each page's last run, for diagnosis (open in the Lighthouse viewer).
    await mkdir(join("bench-results", "lhr"), { recursive: true });
    for (const path of pages) {
      const results = [];
      const peerResults = [];
      const peerPath = peer ? peerPages[path] : undefined;
      for (let run = 0; run < runs; run++) {
        const lhr = await measure(`${origin}${path}`, chrome.port);
        results.push(summarise(lhr));
        if (peerPath) peerResults.push(summarise(await measure(`${peerOrigin}${peerPath}`, chrome.port)));
        notes[path] = failedAudits(lhr);
        if (run === runs - 1) {
          const slug = path === "/" ? "home" : path.slice(1).replace(/\//g, "-");
          await writeFile(join("bench-results", "lhr", `${slug}.json`), JSON.stringify(lhr));
        }
        process.stdout.write(".");
      }
      const html = await (await fetch(`${origin}${path}`)).text();
      const row = { path, hydrates: html.includes("window.__reactRouterContext"), ...medians(results) };
      if (peerPath) row.peer = { path: peerPath, ...medians(peerResults) };
      const taps = [];
      for (let run = 0; run < slowRuns; run++) taps.push(await firstWorkingControl(slowBrowser, `${origin}${path}`, path));
      row.controlMs = taps[0] === null ? null : median(taps);
      const fcps = results.map((result) => result.fcpMs);
      row.fcpSpreadMs = Math.max(...fcps) - Math.min(...fcps);
      rows.push(row);
    }
    process.stdout.write("\n\n");
    console.log(table(rows));
    console.log(
      `\nslow: control = first paint to the first tap that worked, ${slowPhone.kbps} kbps, ${slowPhone.latencyMs} ms, ${slowPhone.cpuSlowdown}x CPU (median of ${slowRuns})`,
    );
    if (peer) {
      console.log(`\nBeside ${peerDir} (medians of the same ${runs} alternating run(s); ours / peer):\n`);
      console.log(peerTable(rows));
    }
    console.log(`\nLCP element (last run):\n${rows.map((r) => `  ${r.path}: ${r.lcpElement.slice(0, 160)}`).join("\n")}`);

    const missed = misses(rows);
    console.log(missed.length ? `\nBelow target:\n  ${missed.join("\n  ")}` : "\nEvery page meets every target.");
    const audits = Object.entries(notes).flatMap(([path, list]) => list.map((item) => `${path} ${item}`));
    if (audits.length) console.log(`\nAudits that cost points (last run):\n  ${audits.join("\n  ")}`);

    await mkdir("bench-results", { recursive: true });
    const summary = {
      date: new Date().toISOString(),
      runs,
      lighthouse: "12 mobile",
      slowPhone,
      peer: peerDir ?? null,
      targets,
      pages: rows,
      belowTarget: missed,
      failedAudits: notes,
    };
    const file = join("bench-results", `bench-${summary.date.replace(/[:.]/g, "-")}.json`);
    await writeFile(file, `${JSON.stringify(summary, null, 2)}\n`);
    await writeFile(join("bench-results", "latest.json"), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`\nbench: summary written to ${file}`);
  } finally {
    await chrome?.kill();
    await slowBrowser?.close();
    const exited = new Promise((done) => server.once("exit", done));
    server.kill("SIGTERM");
    await exited;
    if (peer) {
      const peerExited = new Promise((done) => peer.server.once("exit", done));
      peer.server.kill("SIGTERM");
      await peerExited;
    }
    await rm(scratch, { recursive: true, force: true });
  }
  watch.assertHealthy();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
