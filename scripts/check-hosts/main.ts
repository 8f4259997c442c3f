// npm run check:hosts: serves the existing build (BUILD_DIR) on every host we document (our server,
// Cloudflare Pages through `wrangler pages dev`, the Worker with static assets through `wrangler dev`,
// nginx with build/nginx/site.conf) and checks each
// one over HTTP (http-checks.ts) and in Chromium (browser-checks.ts). Exits 1 on any problem.
// Netlify's CLI needs the network to serve, so it is not among them (docs/decisions/0002).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { buildDirectory, builtEnv } from "../../config/build-env";
import { everyLanguagePaths, walkedPaths } from "../../app/content/site-map";
import { LANGUAGE_FACTS, LANGUAGES, localPath } from "../../contract/languages";
import { pageFile } from "../../contract/site-paths";
import { chromiumArgs, findChromium } from "../chromium.mjs";
import { checkInBrowser } from "./browser-checks";
import { startCloudflarePages, startNginx, startOwnServer, startWorker, workFolder, type RunningHost } from "./hosts";
import { checkHttp, readPage } from "./http-checks";
import { checkStaffPaths, type StaffHost } from "./staff-checks";
import { movedAddresses } from "../../app/content/moved-addresses";

const buildDir = buildDirectory();
const client = join(buildDir, "client");
if (!existsSync(join(client, "index.html"))) {
  console.error(`check:hosts: no built site at ${client}: run \`npm run build:local\` first.`);
  process.exit(1);
}
const site = {
  siteUrl: builtEnv(buildDir).siteUrl,
  // Every page of every language over HTTP (docs/decisions/0018).
  pages: everyLanguagePaths,
  // Each language's 404 page, as its unknown addresses must get it.
  notFound: LANGUAGES.map((language) => {
    const page = readPage(readFileSync(join(client, pageFile(localPath("/404", language))), "utf8"));
    return { prefix: LANGUAGE_FACTS[language].prefix, title: page.title, lang: page.lang };
  }),
  moved: movedAddresses,
};
// In Chromium: the default language's every page, the others' sample and each language's 404 page
// (app/content/site-map.ts walkedPaths). On our server this is also the browsers suite's page-error
// walk for the current Chromium (tests/browsers/run.ts leaves it to this).
const browserPages = walkedPaths;
const executablePath = findChromium();
if (!executablePath) throw new Error("check:hosts: no Chromium (run node scripts/ensure-chromium.mjs)");

const allHosts: Record<string, { start: (work: string) => Promise<RunningHost>; staff: StaffHost }> = {
  server: { start: (work) => startOwnServer(buildDir, work), staff: "own server" },
  cloudflare: { start: (work) => startCloudflarePages(client, work), staff: "static" },
  // The Worker with static assets (docs/decisions/0021): the site as on Pages, /api/* its own.
  worker: { start: (work) => startWorker(client, work), staff: "worker" },
  nginx: { start: (work) => startNginx(buildDir, work), staff: "static" },
};
// CHECK_HOSTS=cloudflare,nginx checks some of them only (all by default).
const chosen = process.env.CHECK_HOSTS?.split(",").map((name) => name.trim()) ?? Object.keys(allHosts);
const unknown = chosen.filter((name) => !(name in allHosts));
if (unknown.length > 0)
  throw new Error(`check:hosts: unknown host(s) ${unknown.join(", ")} in CHECK_HOSTS (${Object.keys(allHosts).join(", ")})`);
const hosts = chosen.map((name) => allHosts[name]!);

const work = workFolder();
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
let failed = false;
const started = performance.now();
try {
  for (const { start, staff: staffHost } of hosts) {
    const hostStarted = performance.now();
    const host = await start(work.dir);
    try {
      const http = await checkHttp(host.url, site);
      const staff = await checkStaffPaths(host.url, staffHost);
      const inBrowser = await checkInBrowser(browser, host.url, [...browserPages, "/admin/", "/admin"]);
      const problems = [...http.problems, ...staff.problems, ...inBrowser];
      const sizes = Object.entries(http.headerBytes)
        .map(([what, bytes]) => `${what} ${bytes} B`)
        .join(", ");
      console.log(
        `check:hosts: ${host.name}: ${http.checked + staff.checked} responses, ${browserPages.length + 2} pages in Chromium, ${problems.length} problem(s) in ${((performance.now() - hostStarted) / 1000).toFixed(0)} s; header bytes: ${sizes}`,
      );
      for (const problem of problems) console.log(`  ${problem}`);
      const errorLog = problems.length ? host.errorLog?.() : "";
      if (errorLog) console.log(`  ${host.name}'s error log ends:\n${errorLog.replace(/^/gm, "    ")}`);
      failed ||= problems.length > 0;
    } finally {
      await host.stop();
    }
    const serverProblems = host.problems?.() ?? [];
    for (const problem of serverProblems) console.log(`  ${problem}`);
    failed ||= serverProblems.length > 0;
  }
} finally {
  await browser.close();
  work.remove();
}
console.log(
  `check:hosts: ${failed ? "FAILED" : "every host serves the site with all its protections"} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
);
process.exit(failed ? 1 : 0);
