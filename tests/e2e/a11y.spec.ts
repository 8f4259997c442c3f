import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { prerenderPaths, samplePaths } from "../../app/content/site-map";
import { LANGUAGES, localPath } from "../../contract/languages";
import { settle } from "./support/settle";
import { classNamesWithoutRule } from "./support/style-rules";

// WCAG 2.2 AA as axe can check it, on every page at a desktop and a phone width, once the page has
// hydrated, every lazy image has loaded and every reveal animation has settled: every English page,
// one French page of each kind (app/content/site-map.ts samplePaths: the same routes and components
// with other words) and each language's 404 page. The same settled visit also checks that every
// class name on the page has a rule in its stylesheets (support/style-rules.ts; the staff inbox's
// pages: style-rules.spec.ts): a second walk of every page at both widths would cost CI a minute.
const pages = [...prerenderPaths, ...samplePaths("fr"), ...LANGUAGES.map((language) => localPath("/no-such-page", language))];
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const widths = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

function describeViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]) {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ")}`).join("\n")}`,
    )
    .join("\n");
}

for (const size of widths) {
  test.describe(`axe at ${size.width} px`, () => {
    for (const path of pages) {
      test(`${path} has no WCAG 2.2 AA violations and no class name without a rule`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, reducedMotion: "reduce" });
        const page = await context.newPage();
        await page.goto(path);
        await settle(page);
        const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
        const unstyled = await classNamesWithoutRule(page);
        await context.close();
        expect.soft(violations, describeViolations(violations)).toEqual([]);
        expect(unstyled, "class names no rule of the page's stylesheets names").toEqual([]);
      });
    }
  });
}

test.describe("page structure", () => {
  for (const path of pages) {
    test(`${path} has one banner, main and contentinfo, labelled navigations and one h1`, async ({ page }) => {
      await page.goto(path);
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
  }
});

test.describe("skip link and focus", () => {
  for (const size of widths) {
    test(`the skip link is the first stop and moves focus to main at ${size.width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const page = await context.newPage();
      await page.goto("/careers");
      await settle(page);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      const box = await skip.boundingBox();
      expect(box && box.width >= 24 && box.height >= 24).toBe(true);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      // The next Tab lands on the first control of the main content, not back in the header.
      await page.keyboard.press("Tab");
      const next = await page.evaluate(() => {
        const first = document.querySelector("main")?.querySelector("a[href], button, input, select, textarea");
        return { first: !!first, focused: !!first && first === document.activeElement };
      });
      expect(next).toEqual({ first: true, focused: true });
      await context.close();
    });
  }

  for (const path of ["/", "/contact/quote", "/careers"]) {
    test(`every keyboard stop on ${path} shows a visible focus indicator`, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      const seen = new Set<string>();
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
          const ring = style.boxShadow !== "none";
          const rect = el.getBoundingClientRect();
          const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
          return { label, visible: outline || ring, size: rect.width > 0 && rect.height > 0 };
        });
        if (!focus) break;
        seen.add(focus.label);
        expect(focus.visible, `focus indicator on ${focus.label}`).toBe(true);
        expect(focus.size, `${focus.label} is rendered when focused`).toBe(true);
      }
      expect(seen.size).toBeGreaterThan(5);
    });
  }
});
