import jobsFile from "../../app/content/data/jobs.json" with { type: "json" };
import pagesFile from "../../app/content/data/pages.json" with { type: "json" };
import projectsFile from "../../app/content/data/projects.json" with { type: "json" };
import searchPageFile from "../../app/content/data/search-page.json" with { type: "json" };
import siteLabelsFile from "../../app/content/data/site-labels.json" with { type: "json" };
import yardFile from "../../app/content/data/yard.json" with { type: "json" };
import { ownHalf } from "../../app/content/language";
import { searchPageTitle } from "../../app/features/search/search-page-title";
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

// What the tests search for and expect, from the content: the yard's first facility, the first
// project, the first job, and the search page's own words.
const copy = ownHalf(searchPageFile, "en");
const headerSearch = ownHalf(siteLabelsFile, "en").search;
const pageTexts = ownHalf(pagesFile, "en");
const [facility] = ownHalf(yardFile, "en").groups;
const [project] = ownHalf(projectsFile, "en").projects;
const [job] = ownHalf(jobsFile, "en").jobs;
/** A word of a title, as a visitor would type it. */
const wordOf = (title: string) =>
  title
    .split(/\s+/)
    .find((word) => /^[a-z]{4,}$/i.test(word))!
    .toLowerCase();
const quoted = (template: string, term: string) => template.replace("{term}", term);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** "12 results for “crane”" or "1 result for “crane”", as the copy words it. */
const resultsFor = (term: string) =>
  new RegExp(
    `^(?:${[copy.status.one, copy.status.other].map((form) => escape(quoted(form, term)).replace("\\{n\\}", "\\d+")).join("|")})$`,
  );

/** The status for a term that may or may not be found (markup, a pattern). */
const resultsOrNoneFor = (term: string) => new RegExp(`${resultsFor(term).source}|^${escape(quoted(copy.status.none, term))}$`);

/** The status line names the term in quotes: the one before "{term}" in the copy. */
const openingQuote = copy.status.none.charAt(copy.status.none.indexOf("{term}") - 1);
const status = (page: Page) => page.getByRole("main").getByRole("status").filter({ hasText: openingQuote });

test.describe("site search", () => {
  test("a query from the header search box opens its results", async ({ page }) => {
    const errors = watchForErrors(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    const term = wordOf(facility!.title);
    await page.goto("/");
    const box = page.getByRole("banner").getByRole("searchbox", { name: headerSearch.formLabel });
    await box.fill(term);
    await box.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === paths.search && url.searchParams.get("q") === term);
    await expect(status(page)).toHaveText(resultsFor(term));
    const result = page.getByRole("main").getByRole("region").getByRole("link", { name: facility!.title });
    await expect(result).toHaveAttribute("href", `${paths.yard}#${facility!.slug}`);
    await expect(result.locator("mark").first()).toHaveText(new RegExp(`^${term}`, "i"));
    await expect(page).toHaveTitle(searchPageTitle(pageTexts.search.title, term));
    await expect(box).toHaveValue("");
    // English pages never load the French stemmer.
    expect(requests.filter((path) => path.includes("french"))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a shared /search?q= link shows the same results, and a result opens its section", async ({ page }) => {
    const errors = watchForErrors(page);
    const term = project!.title;
    const anchor = `${paths.projects}#${project!.id}`;
    await page.goto(`${paths.search}?q=${encodeURIComponent(term)}`);
    await expect(status(page)).toHaveText(resultsFor(term));
    const result = page.getByRole("main").getByRole("region").getByRole("link", { name: term });
    await expect(result).toHaveAttribute("href", anchor);
    await expect(page.getByRole("searchbox", { name: copy.refine.label })).toHaveValue(term);

    await page.reload();
    await expect(status(page)).toHaveText(resultsFor(term));

    await result.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === anchor);
    await expect(page.locator(`[id="${project!.id}"]`)).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test("the results page's field refines the query through the URL", async ({ page }) => {
    const first = wordOf(facility!.title);
    const second = job!.title;
    const searchedFor = (term: string) => (url: URL) => url.pathname === paths.search && url.searchParams.get("q") === term;
    await page.goto(`${paths.search}?q=${first}`);
    await expect(status(page)).toHaveText(resultsFor(first));
    const field = page.getByRole("searchbox", { name: copy.refine.label });
    await expect(field).toHaveValue(first);
    await field.fill(second);
    await page.getByRole("search", { name: copy.refine.formLabel }).getByRole("button", { name: copy.refine.button }).click();
    await expect(page).toHaveURL(searchedFor(second));
    await expect(status(page)).toHaveText(resultsFor(second));
    await expect(page.getByRole("main").getByRole("region").getByRole("link", { name: second })).toHaveAttribute(
      "href",
      `${paths.careers}#${job!.id}`,
    );
    await expect(page).toHaveTitle(searchPageTitle(pageTexts.search.title, second));

    await page.goBack();
    await expect(page).toHaveURL(searchedFor(first));
    await expect(status(page)).toHaveText(resultsFor(first));
    await expect(field).toHaveValue(first);
  });

  test("a search without results suggests Services, Projects and Contact", async ({ page }) => {
    await page.goto(`${paths.search}?q=zzyzx`);
    await expect(status(page)).toHaveText(quoted(copy.status.none, "zzyzx"));
    const empty = page.getByRole("region", { name: copy.empty.title });
    for (const [key, path] of [
      ["services", paths.services],
      ["projects", paths.projects],
      ["contact", paths.contact],
    ] as const) {
      await expect(empty.getByRole("link", { name: new RegExp(`^${escape(pageTexts[key].title)}`) })).toHaveAttribute("href", path);
    }
    await empty.getByRole("link", { name: new RegExp(`^${escape(pageTexts.projects.title)}`) }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.projects);
  });

  for (const term of ["<script>alert(1)</script>", '<img src=x onerror="window.__xss=1">', "[a-z", ".*+?", "\\", "("]) {
    test(`${JSON.stringify(term)} is searched as text`, async ({ page }) => {
      const errors = watchForErrors(page);
      await page.goto(paths.search);
      const field = page.getByRole("searchbox", { name: copy.refine.label });
      await field.fill(term);
      await field.press("Enter");
      // Markup is searched for its words ("img", "window"…), never run.
      await expect(status(page)).toHaveText(resultsOrNoneFor(term));
      await expect(page).toHaveURL((url) => url.pathname === paths.search && url.searchParams.get("q") === term);
      await expect(field).toHaveValue(term);
      await expect(page).toHaveTitle(searchPageTitle(pageTexts.search.title, term));
      expect(await page.locator("main script, main img[src='x']").count()).toBe(0);
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

      await page.reload();
      await expect(status(page)).toHaveText(resultsOrNoneFor(term));
      expect(errors).toEqual([]);
    });
  }

  test("when the index cannot load, the page says so and a retry works", async ({ page }) => {
    const term = wordOf(facility!.title);
    await page.route(`**${paths.searchIndex}`, (route) => route.abort("internetdisconnected"));
    await page.goto(`${paths.search}?q=${term}`);
    await expect(page.getByRole("heading", { name: copy.failed.title })).toBeVisible();
    await expect(status(page)).toHaveText(quoted(copy.status.failed, term));
    await page.unroute(`**${paths.searchIndex}`);
    await page.getByRole("button", { name: copy.failed.retry }).click();
    await expect(status(page)).toHaveText(resultsFor(term));
  });

  test("the prerendered /search has one h1, the form and an invitation, and no index", async ({ page, request }) => {
    const html = await (await request.get(paths.search)).text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('name="q"');
    expect(html).toContain(copy.invitation.title);
    expect(html).toContain('<meta name="robots" content="noindex"/>');

    const indexRequests: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("search-index")) indexRequests.push(req.url());
    });
    await page.goto(paths.search);
    await expect(page.getByRole("heading", { name: copy.invitation.title })).toBeVisible();
    await page.goto("/");
    await page.goto(paths.projects);
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
