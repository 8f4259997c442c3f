import type { Page } from "@playwright/test";

/**
 * Class names that are not there to be styled, so need no rule, told apart by their names alone:
 * - `lucide`, `lucide-<icon>`: lucide-react marks every icon so for sites that style icons by name;
 *   ours are sized and coloured by utilities beside those names.
 * - `js-…`: a class that only a script reads (the usual prefix for such hooks). The site has none
 *   today: its scripts find their elements by data attributes (docs/decisions/0008), and the classes
 *   they do read (`nav-dropdown`, `mobile-menu`, `reveal-pending`) are styled too. A new hook named
 *   otherwise fails here like a utility the build left out, which is the point: the two cannot be
 *   told apart from the DOM.
 */
const needsNoRule = (name: string) => /^lucide(-|$)/.test(name) || name.startsWith("js-");

/**
 * The class names in the page's live DOM that no rule of its loaded stylesheets names (read in the
 * browser, from the CSSOM: every style rule's selector, inside @media, @supports, @layer and nested
 * rules too), less those that need none. A utility missing from a stylesheet (the build did not scan
 * the file that uses it, issue 44) is a class name with no rule: the element silently loses that style.
 */
export async function classNamesWithoutRule(page: Page): Promise<string[]> {
  const { used, named } = await page.evaluate(() => {
    const used = new Set<string>();
    for (const element of document.querySelectorAll("[class]")) for (const name of element.classList) used.add(name);
    // A class selector as the browser serializes it: `.` and an identifier whose other characters are
    // escaped (`.md\:table-cell`, `.lg\:grid-cols-\[1fr_22rem\]`, `.\31 0` for a leading digit).
    const classSelector = /\.((?:[\w-]|\P{ASCII}|\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n])+)/gu;
    const unescape = (identifier: string) =>
      identifier.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
      );
    const named = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const [, identifier] of rule.selectorText.matchAll(classSelector)) named.add(unescape(identifier!));
        if (rule instanceof CSSImportRule && rule.styleSheet) walk(rule.styleSheet.cssRules);
        if ("cssRules" in rule) walk(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return { used: [...used], named: [...named] };
  });
  const styled = new Set(named);
  return used.filter((name) => !styled.has(name) && !needsNoRule(name)).sort();
}
