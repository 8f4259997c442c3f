import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA as axe can check it: the tags every spec that runs axe asks for. */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The page's WCAG 2.2 AA violations as axe finds them. axe-core ships its `target-size` rule (2.5.8:
 * targets of 24 × 24 CSS px, or spaced so) disabled; asking for its tag runs it. Checked on every
 * run, so an axe upgrade that stops running it fails here instead of passing in silence.
 */
export async function wcagViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const ran = [results.passes, results.violations, results.incomplete, results.inapplicable].flat().map((rule) => rule.id);
  expect(ran, "axe ran its target-size rule (WCAG 2.2 2.5.8)").toContain("target-size");
  return results.violations;
}
