import { expect, test } from "./support/test";
import { everyLanguagePaths, prerenderPaths } from "../../app/content/site-map";
import { LANGUAGE_FACTS, LANGUAGES, localPath, splitLocalPath } from "../../contract/languages";
import { paths } from "../../contract/site-paths";

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
      expect(html.split("Loading...").length - 1).toBe((html.match(/data-loading-gate=/g) ?? []).length);
    });
  }

  for (const language of LANGUAGES) {
    test(`every page in "${language}" has a distinct title`, async ({ request }) => {
      const titles = new Map<string, string>();
      for (const path of prerenderPaths.map((p) => localPath(p, language))) {
        const html = await (await request.get(path)).text();
        const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
        expect(title, path).not.toBe("");
        titles.set(path, title);
      }
      // The yard page's two addresses are the same page; everything else differs.
      const alias = localPath(paths.yardAlias, language);
      const unique = new Set([...titles].filter(([path]) => path !== alias).map(([, title]) => title));
      expect(unique.size).toBe(prerenderPaths.length - 1);
    });
  }

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
