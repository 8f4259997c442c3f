import { fill } from "./fill";
import { countForm, siteLocale } from "./intl";

/** A text's forms by number, named as Intl's plural rules name them. */
export type CountForms = { one: string; other: string };

/**
 * The form a number takes in the build's language, `{n}` (the number) and the other `values`
 * filled (not `{count}`, which copy-counts.ts fills at build time from the data): French
 * writes "1 résultat" (and, for zero, "0 résultat") where English writes "1 result" and "0 results".
 */
export function countText(
  forms: CountForms,
  count: number,
  values: Record<string, string | number> = {},
  locale: string = siteLocale,
): string {
  return fill(forms[countForm(count, locale)], { ...values, n: count });
}
