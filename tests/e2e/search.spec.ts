import { LANGUAGES, localPath, splitLocalPath } from "../../contract/languages";
import { paths } from "../../contract/site-paths";
import { expect, test, type Page } from "./support/test";

// Site search: the header box, shareable /search?q= links, refinement, the empty state, failures,
// and input that looks like markup or a pattern.

/** Fails the test on any uncaught error in the page, or any dialog (an injected alert()). */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("dialog", (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return errors;
}

const status = (page: Page) => page.getByRole("main").getByRole("status").filter({ hasText: "“" });

test.describe("site search", () => {
  test("a query from the header search box opens its results", async ({ page }) => {
    const errors = watchForErrors(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.goto("/");
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
    await box.fill("crane");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=crane$/);
    await expect(status(page)).toHaveText(/^\d+ results? for “crane”$/);
    const yard = page.getByRole("region", { name: "Workshop and Fabrication Yard" });
    await expect(yard.getByRole("link", { name: /Overhead Cranes/ })).toHaveAttribute("href", "/services/fabrication-yard#overhead-cranes");
    await expect(yard.locator("mark").first()).toHaveText(/^cranes?$/i);
    await expect(page).toHaveTitle("Search: crane | Deltaforge Energy");
    await expect(box).toHaveValue("");
    // English pages never load the French stemmer.
    expect(requests.filter((path) => path.includes("french"))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a shared /search?q= link shows the same results, and a result opens its section", async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto("/search?q=tank%20farm");
    await expect(status(page)).toHaveText(/^\d+ results? for “tank farm”$/);
    const projects = page.getByRole("region", { name: "Projects" });
    const calabar = projects.getByRole("link", { name: /Tank Farm Upgrade, Calabar/ });
    await expect(calabar).toHaveAttribute("href", "/projects#calabar-tank-farm");
    await expect(projects.getByRole("link", { name: /Tank Farm Upgrade, Apapa/ })).toHaveAttribute("href", "/projects#apapa-tank-farm");
    await expect(page.getByRole("searchbox", { name: "Search terms" })).toHaveValue("tank farm");

    await page.reload();
    await expect(status(page)).toHaveText(/^\d+ results? for “tank farm”$/);

    await page.getByRole("link", { name: /Tank Farm Upgrade, Calabar/ }).click();
    await expect(page).toHaveURL(/\/projects#calabar-tank-farm$/);
    await expect(page.locator("#calabar-tank-farm")).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test("the results page's field refines the query through the URL", async ({ page }) => {
    await page.goto("/search?q=crane");
    await expect(status(page)).toHaveText(/for “crane”$/);
    const field = page.getByRole("searchbox", { name: "Search terms" });
    await expect(field).toHaveValue("crane");
    await field.fill("machinist");
    await page.getByRole("search", { name: "Refine your search" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=machinist$/);
    await expect(status(page)).toHaveText(/^\d+ results? for “machinist”$/);
    await expect(page.getByRole("link", { name: "Manual Machinist" })).toHaveAttribute("href", "/careers#manual-machinist");
    await expect(page).toHaveTitle("Search: machinist | Deltaforge Energy");

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=crane$/);
    await expect(status(page)).toHaveText(/for “crane”$/);
    await expect(field).toHaveValue("crane");
  });

  test("a search without results suggests Services, Projects and Contact", async ({ page }) => {
    await page.goto("/search?q=zzyzx");
    await expect(status(page)).toHaveText("No results for “zzyzx”");
    const empty = page.getByRole("region", { name: "Nothing on the site matches that" });
    await expect(empty.getByRole("link", { name: /^Our Services/ })).toHaveAttribute("href", "/services");
    await expect(empty.getByRole("link", { name: /^Projects/ })).toHaveAttribute("href", "/projects");
    await expect(empty.getByRole("link", { name: /^Contact Us/ })).toHaveAttribute("href", "/contact");
    await empty.getByRole("link", { name: /^Projects/ }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  for (const term of ["<script>alert(1)</script>", '<img src=x onerror="window.__xss=1">', "[a-z", ".*+?", "\\", "("]) {
    test(`${JSON.stringify(term)} is searched as text`, async ({ page }) => {
      const errors = watchForErrors(page);
      await page.goto("/search");
      const field = page.getByRole("searchbox", { name: "Search terms" });
      await field.fill(term);
      await field.press("Enter");
      // Markup is searched for its words ("img", "window"…), never run.
      await expect(status(page)).toContainText(`for “${term}”`);
      await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === term);
      await expect(field).toHaveValue(term);
      await expect(page).toHaveTitle(`Search: ${term} | Deltaforge Energy`);
      expect(await page.locator("main script, main img[src='x']").count()).toBe(0);
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

      await page.reload();
      await expect(status(page)).toContainText(`for “${term}”`);
      expect(errors).toEqual([]);
    });
  }

  test("when the index cannot load, the page says so and a retry works", async ({ page }) => {
    await page.route("**/search-index.json", (route) => route.abort("internetdisconnected"));
    await page.goto("/search?q=crane");
    await expect(page.getByRole("heading", { name: "Search is not available right now" })).toBeVisible();
    await expect(status(page)).toHaveText("The search for “crane” could not be completed.");
    await page.unroute("**/search-index.json");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(status(page)).toHaveText(/^\d+ results? for “crane”$/);
  });

  test("the prerendered /search has one h1, the form and an invitation, and no index", async ({ page, request }) => {
    const html = await (await request.get("/search")).text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('name="q"');
    expect(html).toContain("What are you looking for?");
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    const indexRequests: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("search-index")) indexRequests.push(req.url());
    });
    await page.goto("/search");
    await expect(page.getByRole("heading", { name: "What are you looking for?" })).toBeVisible();
    await page.goto("/");
    await page.goto("/projects");
    expect(indexRequests).toEqual([]);
  });

  for (const language of LANGUAGES) {
    test(`every section link in the ${language} index is a page of its language and points at an element of it`, async ({ request }) => {
      const response = await request.get(localPath(paths.searchIndex, language));
      expect(response.status()).toBe(200);
      const serialized = (await response.json()) as { storedFields: Record<string, { url: string }> };
      const urls = [...new Set(Object.values(serialized.storedFields).map((fields) => fields.url))];
      expect(urls.filter((url) => splitLocalPath(new URL(url, "http://site").pathname).language !== language)).toEqual([]);
      const htmlByPath = new Map<string, string>();
      const missing: string[] = [];
      for (const url of urls) {
        const { pathname, hash } = new URL(url, "http://site");
        if (!htmlByPath.has(pathname)) {
          const page = await request.get(pathname);
          expect(page.status(), pathname).toBe(200);
          htmlByPath.set(pathname, await page.text());
        }
        if (hash && !htmlByPath.get(pathname)!.includes(`id="${hash.slice(1)}"`)) missing.push(url);
      }
      expect(missing).toEqual([]);
    });
  }
});

test.describe("site search in French", () => {
  /** The addresses of the results (the groups' links, not the summary beside them). */
  const resultUrls = (page: Page) =>
    page
      .getByRole("main")
      .getByRole("region")
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const notFrench = (urls: string[]) => urls.filter((url) => splitLocalPath(new URL(url, "http://site").pathname).language !== "fr");
  const marks = (page: Page) => page.getByRole("main").locator("mark");

  test("an inflected word finds its other forms on French pages only, and marks them", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto("/fr/search?q=soudeurs");
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "«" })).toHaveText(
      /^\d+ résultats? pour «\u00a0soudeurs\u00a0»$/,
    );
    await expect(marks(page).first()).toBeVisible();
    // The French stemmer comes with the French index, and only there.
    expect(scripts).toEqual(expect.arrayContaining(["/fr/search-index.json", expect.stringMatching(/^\/assets\/french-word-forms-/)]));
    const urls = await resultUrls(page);
    expect(urls.length).toBeGreaterThan(0);
    expect(notFrench(urls)).toEqual([]);
    const marked = (await marks(page).allTextContents()).map((mark) => mark.toLowerCase());
    // "soudeur" is marked, in the singular too; typo forgiveness may add a near form ("soudure").
    expect(marked).toContain("soudeur");
    for (const mark of marked) expect(mark).toMatch(/^soud/);
  });

  test("a word typed without its accents finds the accented one", async ({ page }) => {
    await page.goto("/fr/search?q=reservoirs");
    await expect(marks(page).first()).toHaveText(/^réservoirs?$/i);
    expect(notFrench(await resultUrls(page))).toEqual([]);
  });
});
