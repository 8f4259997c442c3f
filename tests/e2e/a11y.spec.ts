import { expect, test } from "./support/test";
import { settle } from "./support/settle";

// axe on every page at both widths, and each page's landmarks, are in page-walk.spec.ts: it loads
// every page once per width for all the checks that need the whole page. Here: keyboard and focus.
const widths = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

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
