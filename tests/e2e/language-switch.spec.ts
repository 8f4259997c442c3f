import { expect, test, type Page } from "./support/test";
import { company } from "../../app/content/company";
import { LANGUAGE_FACTS, LANGUAGES, localPath, type Language } from "../../contract/languages";

// The language label and switch (issues 40, 45): the top bar names the page's own language (marked
// current, not a link) and links the same page in the other language, with its lang and hreflang,
// at every width and without JavaScript; the site never guesses the language from the browser and
// never redirects.

/** One page of each kind, as the default language writes its address. */
const pages = {
  home: "/",
  content: "/about/management",
  service: "/services/engineering",
  form: "/contact/vendor",
  search: "/search",
};
const other: Record<Language, Language> = { en: "fr", fr: "en" };

for (const language of ["en", "fr"] as const) {
  const target = other[language];
  const { name, tag } = LANGUAGE_FACTS[target];

  // A context of its own: the project's page.goto waits for the enhancement script, which never runs here.
  test.describe(`from the ${language} pages, without JavaScript`, () => {
    let page: Page;
    test.beforeEach(async ({ browser, baseURL }) => {
      page = await (await browser.newContext({ javaScriptEnabled: false, baseURL })).newPage();
    });
    test.afterEach(async () => page.context().close());

    for (const [kind, path] of Object.entries(pages)) {
      test(`the ${kind} page's switch leads to the same page in ${target}, whose switch leads back`, async () => {
        await page.goto(localPath(path, language));
        await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_FACTS[language].tag);
        const link = page.locator("header").getByRole("link", { name, exact: true });
        await expect(link).toHaveAttribute("lang", tag);
        await expect(link).toHaveAttribute("hreflang", tag);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${localPath(path, target).replace(/\//g, "\\/")}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", tag);
        const back = page.locator("header").getByRole("link", { name: LANGUAGE_FACTS[language].name, exact: true });
        await expect(back).toHaveAttribute("href", localPath(path, language));
      });
    }

    for (const width of [320, 1440]) {
      test(`at ${width} px the top bar labels the ${language} page's own language, not a link, beside the ${target} link`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(localPath(pages.content, language));
        const bar = page.locator("header");
        const own = bar.getByText(LANGUAGE_FACTS[language].name, { exact: true });
        await expect(own).toBeVisible();
        await expect(own).toHaveAttribute("aria-current", "true");
        await expect(bar.getByRole("link", { name: LANGUAGE_FACTS[language].name, exact: true })).toHaveCount(0);
        await expect(bar.getByRole("link", { name, exact: true })).toBeInViewport();
        // Both names in the table's order, on one line, and nothing in the bar pushes the page sideways.
        await expect(own.locator("..")).toHaveText(
          new RegExp(`^${LANGUAGES.map((each) => LANGUAGE_FACTS[each].name).join("\\s*·\\s*")}$`),
          {
            useInnerText: true,
          },
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }

    test(`the ${language} 404 page's switch leads to the ${target} home page`, async () => {
      const response = await page.goto(localPath("/no-such-page", language));
      expect(response?.status()).toBe(404);
      await expect(page.locator("header").getByRole("link", { name, exact: true })).toHaveAttribute("href", localPath("/", target));
    });
  });
}

test("the browser's language is never guessed: each address answers in its own language, without a redirect", async ({ request }) => {
  for (const [path, acceptLanguage, lang] of [
    ["/", "fr-FR,fr;q=0.9", "en"],
    ["/fr", "en-NG,en;q=0.9", "fr"],
    ["/contact/vendor", "fr", "en"],
  ] as const) {
    const response = await request.get(path, { headers: { "Accept-Language": acceptLanguage }, maxRedirects: 0 });
    expect(response.status(), `${path} with Accept-Language ${acceptLanguage}`).toBe(200);
    expect(await response.text()).toMatch(new RegExp(`<html lang="${lang}"`));
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ["en", "fr"] as const) {
    const { name } = LANGUAGE_FACTS[other[language]];

    test(`the switch is in view and big enough to tap on the ${language} pages; the menu carries both numbers and the e-mail`, async ({
      page,
    }) => {
      await page.goto(localPath("/services/engineering", language));
      const link = page.locator("header").getByRole("link", { name, exact: true });
      await expect(link).toBeInViewport();
      const box = await link.boundingBox();
      expect(box && box.width >= 24 && box.height >= 24, `${name} is at least 24 px square`).toBe(true);

      await page.locator("header").getByRole("button", { name: /menu/i }).click();
      const menu = page.locator("#mobile-menu");
      for (const phone of company.phones) await expect(menu.getByRole("link", { name: phone })).toBeVisible();
      await expect(menu.getByRole("link", { name: company.emails.info })).toHaveAttribute("href", `mailto:${company.emails.info}`);
    });
  }
});
