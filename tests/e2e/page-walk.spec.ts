import { expect, test, type Page } from "@playwright/test";
import siteLabelsFile from "../../app/content/data/site-labels.json" with { type: "json" };
import { ownHalf } from "../../app/content/language";
import { walkedPaths } from "../../app/content/site-map";
import { LANGUAGES, localPath, splitLocalPath } from "../../contract/languages";
import { paths } from "../../contract/site-paths";
import { wcagViolations } from "./support/axe";
import { settle } from "./support/settle";
import { watchCsp } from "./support/csp-violations";
import { classNamesWithoutRule } from "./support/style-rules";

// Every page a browser walks (app/content/site-map.ts walkedPaths: every English page, one French
// page of each kind, each language's 404 page), loaded once per width, and every check that needs
// the page in Chromium made on that one load: these were three walks of their own (a11y, csp and
// first-paint specs), each loading every page again to look at one thing.
//   - WCAG 2.2 AA as axe can check it, at a desktop and a phone width, once the page has hydrated,
//     every lazy image has loaded and every reveal animation has settled;
//   - at both widths, a rule in the page's stylesheets for every class name in its DOM
//     (support/style-rules.ts; the staff inbox's pages: style-rules.spec.ts);
//   - at the desktop width also: one banner, main, contentinfo and h1 and a label on every <nav>;
//     no Content-Security-Policy violation while it loads, hydrates, loads its pictures and opens a
//     menu (the real server sends the headers the build wrote to _headers); and framework code
//     only where a widget needs it (docs/decisions/0006): the enhancement script comes with the
//     page, and only the pages that hydrate request React.
// Playwright's own `test`: the scripts a page requests are recorded from its first byte.

/** The pages that hydrate, in every language; every other page must load no framework code. */
const hydrating = new Set(
  LANGUAGES.flatMap((language) => [paths.quote, paths.vendor, paths.partner, paths.search].map((path) => localPath(path, language))),
);
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

function describeViolations(violations: Awaited<ReturnType<typeof wcagViolations>>) {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ")}`).join("\n")}`,
    )
    .join("\n");
}

async function axe(page: Page) {
  const violations = await wcagViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function everyClassStyled(page: Page) {
  expect(await classNamesWithoutRule(page), "class names that no rule of the page's stylesheets names").toEqual([]);
}

// Each test walks a whole page (27 pictures on the gallery) and runs axe over it, several checks in one.
test.describe.configure({ timeout: 60_000 });

for (const path of walkedPaths) {
  test(`${path} at ${desktop.width} px: no WCAG 2.2 AA or CSP violation, its landmarks, a rule for every class, and React only where a widget needs it`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: desktop, reducedMotion: "reduce" });
    const page = await context.newPage();
    const violations = await watchCsp(page, baseURL!);
    const scripts: string[] = [];
    const requested = new Set<string>();
    page.on("request", (request) => {
      requested.add(new URL(request.url()).pathname);
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await settle(page);

    await test.step("axe", () => axe(page));

    await test.step("a rule for every class name", () => everyClassStyled(page));

    await test.step("one banner, main, contentinfo and h1; every <nav> labelled", async () => {
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const navs = page.locator("nav");
      expect(await navs.count()).toBeGreaterThan(0);
      for (const nav of await navs.all()) {
        const name = (await nav.getAttribute("aria-label")) ?? (await nav.getAttribute("aria-labelledby"));
        expect(name, "every <nav> has a label").toBeTruthy();
      }
    });

    await test.step("the first menu opens; no CSP violation", async () => {
      const labels = ownHalf(siteLabelsFile, splitLocalPath(path).language);
      const toggle = page.getByRole("navigation", { name: labels.shell.mainNav }).getByRole("button").first();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      expect(await violations()).toEqual([]);
    });

    await test.step(hydrating.has(path) ? "hydrates" : "runs only the enhancement script, written into the page", async () => {
      // The enhancement script comes with the page (scripts/inline-enhance.mjs): no request of its own.
      await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
      expect(scripts.filter((src) => src.startsWith("/assets/enhance-"))).toEqual([]);
      if (hydrating.has(path)) expect(scripts.some((src) => /\/assets\/framework-[\w-]+\.js$/.test(src))).toBe(true);
      else expect(scripts).toEqual([]);
      // The pictures and the tab icon the build wrote into the page (scripts/inline-art.mjs) are
      // never fetched, hydrated or not.
      const inlined = await page.locator("[data-file]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-file")));
      expect(inlined.length).toBeGreaterThan(0);
      expect(inlined.filter((file) => requested.has(file!))).toEqual([]);
    });
    await context.close();
  });

  test(`${path} at ${phone.width} px has no WCAG 2.2 AA violations and a rule for every class`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: phone, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(path);
    await settle(page);
    await test.step("axe", () => axe(page));
    await test.step("a rule for every class name", () => everyClassStyled(page));
    await context.close();
  });
}
