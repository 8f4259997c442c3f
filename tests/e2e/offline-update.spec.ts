/**
 * A new build's service worker takes over without any page mixing two builds (issue 39). Build A is
 * the build under test; build B is a copy of it with every stylesheet renamed and changed (as a new
 * build's hashed names are), new text on a page and on the offline page, and its own worker built
 * by the same build step. The same origin serves A, then B.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServiceWorker } from "../../scripts/build-service-worker.mjs";
import { freePort, inboxServerEnv, spawnServer, type ServerProcess } from "../../server/test-helpers";
import { PAGE_CACHE } from "../../contract/offline";
import { expect, test, type Page } from "./support/test";

const built = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const B_MARK = "(build B)";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
}

/** Build B from build A's files: what a rebuild with an edited page, offline text and stylesheet gives. */
async function makeBuildB(root: string): Promise<void> {
  const client = path.join(root, "client");
  const assets = path.join(client, "assets");
  const renames: [string, string][] = [];
  for (const css of readdirSync(assets).filter((f) => f.endsWith(".css"))) {
    const renamed = css.replace(/\.css$/, "-b.css");
    renameSync(path.join(assets, css), path.join(assets, renamed));
    writeFileSync(path.join(assets, renamed), `${readFileSync(path.join(assets, renamed), "utf8")}\n/* build B */\n`);
    renames.push([`/assets/${css}`, `/assets/${renamed}`]);
  }
  for (const file of htmlFiles(client)) {
    let html = readFileSync(path.join(client, file), "utf8");
    for (const [from, to] of renames) html = html.replaceAll(from, to);
    if (file === "about/history.html" || file === "offline.html") html = html.replace(/(<h1[^>]*>)([^<]*)/, `$1$2 ${B_MARK}`);
    writeFileSync(path.join(client, file), html);
  }
  await buildServiceWorker(client);
}

/** The stylesheets the document links to, and whether each was applied (has rules). */
const stylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].filter((s) => s.href).map((s) => ({ href: new URL(s.href!).pathname, rules: s.cssRules.length })),
  );

async function pageSaved(page: Page, wanted: string) {
  // The worker starts 3 s after load (SERVICE_WORKER_DELAY_MS, app/enhance/service-worker.ts) unless the visitor
  // acts sooner, then installs and saves: more than the default 5 s on a busy machine.
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([name, p]) =>
            !!navigator.serviceWorker.controller &&
            (await caches.has(name)) &&
            (await (await caches.open(name)).keys()).some((r) => new URL(r.url).pathname === p),
          [PAGE_CACHE, wanted] as const,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test("a new build's worker takes over; every page, online or saved, is one build's", async ({ page, context }) => {
  test.setTimeout(120_000);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "deltaforge-sw-update-"));
  const [a, b] = [path.join(tmp, "a"), path.join(tmp, "b")];
  cpSync(built, path.join(a, "client"), { recursive: true });
  cpSync(built, path.join(b, "client"), { recursive: true });
  await makeBuildB(b);
  const port = String(await freePort());
  let server: ServerProcess | null = null;
  const serve = async (dir: string) => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    server = await spawnServer(inboxServerEnv(dir, path.join(tmp, "inbox.sqlite"), { PORT: port }));
    return server.url;
  };
  try {
    const url = await serve(a);
    await page.goto(`${url}/about/history`);
    await pageSaved(page, "/about/history");
    await page.goto(`${url}/contact`);
    await pageSaved(page, "/contact");
    const stylesA = await stylesheets(page);
    expect(stylesA.every((s) => !s.href.endsWith("-b.css") && s.rules > 0)).toBe(true);

    // Build B is deployed; the visitor, still on build A's page, opens the next one.
    await serve(b);
    await page.goto(`${url}/about/history`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(B_MARK);
    expect((await stylesheets(page)).every((s) => s.href.endsWith("-b.css") && s.rules > 0)).toBe(true);
    // The browser finds the new worker (sw.js is never cached) and it takes over.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const offline = await caches.match("/offline", { ignoreSearch: true });
          return (await offline?.text())?.includes("(build B)") ?? false;
        }),
      )
      .toBe(true);

    // Offline: each saved page comes with its own build's stylesheet; an unsaved one with B's offline page.
    await context.setOffline(true);
    await page.goto(`${url}/contact`);
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText(B_MARK);
    expect(await stylesheets(page)).toEqual(stylesA);
    await page.goto(`${url}/about/history`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(B_MARK);
    expect((await stylesheets(page)).every((s) => s.href.endsWith("-b.css") && s.rules > 0)).toBe(true);
    await page.goto(`${url}/careers`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`You are offline ${B_MARK}`);
    expect((await stylesheets(page)).every((s) => s.href.endsWith("-b.css") && s.rules > 0)).toBe(true);
  } finally {
    await context.setOffline(false);
    (server as ServerProcess | null)?.child.kill("SIGTERM");
    rmSync(tmp, { recursive: true, force: true });
  }
});
