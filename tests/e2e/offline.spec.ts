/**
 * Pages readable offline (issue 39): the service worker saves the pages a visitor opens, shows them
 * without a connection, and answers a page never opened with the site's own offline page.
 */
import { localPath } from "../../contract/languages";
import { PAGE_CACHE } from "../../contract/offline";
import { paths } from "../../contract/site-paths";
import { expect, test, type Page } from "./support/test";

/** Resolves once the worker controls the page and has saved `path` (the first page is saved on request). */
async function saved(page: Page, path: string) {
  const isSaved = () =>
    page.evaluate(
      async ([cacheName, wanted]) => {
        if (!navigator.serviceWorker.controller || !(await caches.has(cacheName))) return false;
        const keys = await (await caches.open(cacheName)).keys();
        return keys.some((request) => new URL(request.url).pathname === wanted);
      },
      [PAGE_CACHE, path] as const,
    );
  // The worker starts 3 s after load (SERVICE_WORKER_DELAY_MS, app/enhance/service-worker.ts) unless the visitor
  // acts sooner, then installs and saves: more than the default 5 s on a busy machine.
  await expect.poll(isSaved, { timeout: 20_000 }).toBe(true);
}

test("a page once opened reads offline with its styles; one never opened shows our offline page", async ({ page, context }) => {
  await page.goto("/about/history");
  await saved(page, "/about/history");
  await page.getByRole("link", { name: "Contact", exact: true }).first().click();
  await saved(page, "/contact");

  await context.setOffline(true);
  await page.goto("/about/history");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/History/);
  // Styled: the stylesheet came from the worker's cache too.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?Times/);

  await page.goto("/careers");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  const saved_ = page.getByRole("list").filter({ has: page.getByRole("link", { name: /History/ }) });
  await expect(saved_.getByRole("link", { name: /Contact/ })).toBeVisible();
  // Looks like a link: the list styles the links the script adds (routes/offline.tsx).
  await expect(saved_.getByRole("link", { name: /Contact/ })).toHaveCSS("text-decoration-line", "underline");
  await expect(page.getByRole("link", { name: /^\+234/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /@deltaforge/ }).first()).toBeVisible();

  await context.setOffline(false);
  await page.goto("/careers");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toHaveCount(0);
});

test("a French page never opened shows the French offline page; an English one the English page", async ({ page, context }) => {
  // The offline pages' headings as served (the words are content, in each language's half).
  const heading = async (path: string) => {
    await page.goto(path);
    return (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  };
  const [english, french] = [await heading(localPath(paths.offline, "en")), await heading(localPath(paths.offline, "fr"))];
  for (const path of [paths.about, localPath(paths.about, "fr")]) {
    await page.goto(path);
    await saved(page, path);
  }

  await context.setOffline(true);
  await page.goto(localPath(paths.careers, "fr"));
  await expect(page.getByRole("heading", { level: 1, name: french })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  // It lists the French pages saved, not the English ones.
  const listed = page.locator("[data-module=offline-pages] a");
  await expect(listed.first()).toBeVisible();
  const hrefs = await listed.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toContain(localPath(paths.about, "fr"));
  expect(hrefs).not.toContain(paths.about);
  await page.goto(paths.careers);
  await expect(page.getByRole("heading", { level: 1, name: english })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("never saves the content editor, the API or the staff inbox", async ({ page }) => {
  await page.goto("/");
  await saved(page, "/");
  // Asked for as pages would be, through the worker that controls this page.
  await page.evaluate(async () => {
    for (const path of ["/admin/", "/api/health", "/inbox/"]) await fetch(path, { headers: { Accept: "text/html" } });
  });
  await page.evaluate(() => (location.href = "/admin/"));
  await page.waitForURL("**/admin/");
  await page.goto("/about");
  await saved(page, "/about");
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) paths.push(new URL(r.url).pathname);
    return paths;
  });
  expect(cached.filter((p) => /^\/(admin|api|inbox)\//.test(p))).toEqual([]);
});

test("the worker's file is served for revalidation on every check", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.headers()["cache-control"]).toBe("no-cache");
});
