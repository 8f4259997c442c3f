import type { Page, Response } from "@playwright/test";
import { expect, test } from "./support/test";
import { waitForHydration } from "./support/settle";
import { company } from "../../app/content/company";
import { listWords } from "../../app/content/copy-counts";
import { services } from "../../app/content/services";
import { textPages } from "../../app/content/text-pages";
import siteLabelsFile from "../../app/content/data/site-labels.json" with { type: "json" };
import { ownHalf } from "../../app/content/language";
import { everyLanguagePaths, pagesIn } from "../../app/content/site-map";
import { paths } from "../../app/lib/paths";
import { LANGUAGE_FACTS, LANGUAGES, localPath, splitLocalPath } from "../../contract/languages";

/**
 * Reads the scripts the page fetches from now on; the function it returns stops listening and
 * gives their code. A script that arrives after that is not read: its text, asked for once the
 * test had ended, failed the test ("response.text: Test ended.").
 */
function scriptsFetched(page: Page): () => Promise<string> {
  const texts: Promise<string>[] = [];
  const listener = (response: Response) => {
    if (response.url().endsWith(".js")) texts.push(response.text());
  };
  page.on("response", listener);
  return async () => {
    page.off("response", listener);
    return (await Promise.all(texts)).join("\n");
  };
}

// Every route ships as real HTML with its heading, before any JavaScript runs, in every language
// (request by request: cheap enough for every page of each, docs/decisions/0018).
test.describe("prerendered routes", () => {
  for (const path of everyLanguagePaths) {
    test(`${path} answers 200 with its h1 in the served HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]{3,}/);
      expect(html).toContain(`<html lang="${LANGUAGE_FACTS[splitLocalPath(path).language].tag}"`);
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      // The loading gate is hidden in the prerendered HTML: only the enhancement script shows it.
      for (const gate of html.match(/<div [^>]*data-loading-gate[^>]*>/g) ?? []) expect(gate).toMatch(/\shidden=""/);
      const loading = ownHalf(siteLabelsFile, splitLocalPath(path).language).shell.loading;
      expect(html.split(loading).length - 1).toBe((html.match(/data-loading-gate=/g) ?? []).length);
    });
  }

  for (const language of LANGUAGES) {
    test(`every page in "${language}" has a distinct title`, async ({ request }) => {
      const titles = new Map<string, string>();
      for (const path of pagesIn(language).map((p) => localPath(p, language))) {
        const html = await (await request.get(path)).text();
        const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
        expect(title, path).not.toBe("");
        titles.set(path, title);
      }
      // The yard page's two addresses are the same page; everything else differs.
      const alias = localPath(paths.yardAlias, language);
      const unique = new Set([...titles].filter(([path]) => path !== alias).map(([, title]) => title));
      expect(unique.size).toBe(pagesIn(language).length - 1);
    });
  }

  // The footer's blurb lists the services ({serviceList}, filled at build): the pages that hydrate
  // get it as text (vite.config.ts `buildTimeContent`), not the services file it was filled from.
  for (const path of [paths.quote, paths.vendor, paths.partner, paths.search]) {
    test(`${path} hydrates with the services listed in its footer, without the services file`, async ({ page }) => {
      const scripts = scriptsFetched(page);
      await page.goto(path);
      await waitForHydration(page);
      const listed = listWords(services.map((service) => service.proseName));
      await expect(page.getByRole("contentinfo").getByText(company.blurb)).toContainText(listed);
      const code = await scripts();
      // Booleans, so a failure names what was found rather than printing the page's code.
      expect(code.includes(listed), "the list as text").toBe(true);
      expect(code.includes(services[0]!.description), "a service's own text (the services file)").toBe(false);
      expect(code.includes("{serviceList}"), "the placeholder, to fill in the browser").toBe(false);
    });
  }

  // The menus and the footer link the pages with text by their titles (content/text-page-titles.ts):
  // a page that hydrates ships those, not the pages' bodies, in its shell chunk.
  test(`${paths.quote} hydrates with the pages with text in its footer, without their bodies`, async ({ page }) => {
    const scripts = scriptsFetched(page);
    await page.goto(paths.quote);
    await waitForHydration(page);
    const inFooter = textPages.filter((entry) => entry.footer);
    expect(inFooter.length).toBeGreaterThan(0);
    for (const entry of inFooter)
      await expect(page.getByRole("contentinfo").getByRole("link", { name: entry.title })).toHaveAttribute("href", entry.path);
    const code = await scripts();
    // A section's first line: the bundler writes a body's line breaks as escapes.
    for (const entry of textPages)
      expect(code.includes(entry.sections[0]!.body.split("\n")[0]!), `${entry.id}'s first section (the pages' file)`).toBe(false);
  });

  test("the yard alias declares /services/fabrication-yard as canonical", async ({ request }) => {
    const html = await (await request.get("/fabrication-yard")).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/services\/fabrication-yard"/);
  });

  test("an unknown address gets the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
    await expect(page.getByRole("link", { name: "Home page" })).toBeVisible();
  });
});
