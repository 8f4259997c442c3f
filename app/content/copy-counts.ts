// Counts and lists in copy come from the data: a content string writes `{serviceCount}` (or
// `{ServiceCount}` at the start of a sentence) and the module that reads the file fills it with the
// number in words, in the language of the half it reads; `{serviceList}` is the services' names in a
// sentence ("engineering, procurement, and petroleum products trading"). data-files.ts stops the
// build when a string states a count the data contradicts ("Seven service lines", "Sept domaines
// d’activité" with eight services), names a count that is not filled, or lists three or more
// services by hand.
// Own code, not a library: spelling out 0-99 in English and in French is a few lines each, and the
// libraries that would do it (n2words, written-number) carry every language and every size, far
// more than copy needs, into the pages that fill counts.
import type { Language } from "../../contract/languages";
import { contentLanguage } from "./language";

const ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const teens = ["thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** "seven", "twenty-five". */
function englishWord(n: number): string {
  if (n < 13) return ones[n]!;
  if (n < 20) return teens[n - 13]!;
  return tens[Math.floor(n / 10)]! + (n % 10 ? `-${ones[n % 10]}` : "");
}

// prettier-ignore
const unites = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"];
const dizaines = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante", "soixante", "quatre-vingt", "quatre-vingt"];

/**
 * "sept", "vingt et un", "soixante-dix", "soixante et onze", "quatre-vingts", "quatre-vingt-onze":
 * the traditional spelling (hyphens below one hundred, "et" before un and onze up to 71), masculine,
 * as the nouns counted (services, bureaux, projets, dirigeants) are.
 */
function frenchWord(n: number): string {
  if (n < 20) return unites[n]!;
  const ten = Math.floor(n / 10);
  // 70-79 and 90-99 count on from sixty and eighty: soixante-douze, quatre-vingt-dix-sept.
  const rest = ten === 7 || ten === 9 ? (n % 10) + 10 : n % 10;
  const base = dizaines[ten]!;
  if (rest === 0) return ten === 8 ? "quatre-vingts" : base;
  if ((rest === 1 || rest === 11) && ten < 8) return `${base} et ${unites[rest]}`;
  return `${base}-${unites[rest]}`;
}

/** A count as copy writes it in a language: "seven", "sept"; digits from 100 up. */
export function countWord(n: number, language: Language = contentLanguage): string {
  if (!Number.isInteger(n) || n < 0 || n >= 100) return String(n);
  return language === "fr" ? frenchWord(n) : englishWord(n);
}

/** Every number a word or digits can state in a language, up to 99: "seven" → 7, "sept" → 7, "25" → 25. */
export const statedNumbers: Record<Language, Map<string, number>> = /* @__PURE__ */ (() => ({
  en: numbersIn("en"),
  fr: numbersIn("fr"),
}))();
function numbersIn(language: Language): Map<string, number> {
  return new Map(
    Array.from({ length: 100 }, (_, n) => [
      [countWord(n, language), n],
      [String(n), n],
    ]).flat() as [string, number][],
  );
}

/**
 * The counts copy may name, by placeholder: `{serviceCount}` is how many services data/services.json
 * has. In a service page's section, `{count}` is the section's own number of entries.
 */
export const countNames = ["serviceCount", "officeCount", "projectCount", "leaderCount"] as const;
export type CountName = (typeof countNames)[number] | "count";
export type CopyCounts = Partial<Record<CountName, number>>;

/**
 * The lists copy may name, by placeholder: `{serviceList}` is every service's `proseName`, in the
 * data's order; `{officeList}` every office's, the head office first.
 */
export const listNames = ["serviceList", "officeList"] as const;
export type ListName = (typeof listNames)[number];
/** What a module fills: counts, and the entries of lists (joined for the page's language). */
export type CopyValues = CopyCounts & Partial<Record<ListName, readonly string[]>>;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A list as a sentence of `language` says it: "a, b, and c" in English, "a, b et c" in French. The
 * platform's list formatting, not own joining: it knows each language's conjunction and commas.
 */
export function listWords(entries: readonly string[], language: Language = contentLanguage): string {
  return new Intl.ListFormat(language, { type: "conjunction" }).format(entries);
}

/**
 * `text` with its placeholders filled in `language`: `{serviceCount}` → "seven" ("sept"),
 * `{ServiceCount}` → "Seven", `{serviceList}` → "engineering, procurement, and trading",
 * `{ServiceList}` → "Engineering, …".
 */
export function fillCount(text: string, values: CopyValues, language: Language = contentLanguage): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const key = (name.charAt(0).toLowerCase() + name.slice(1)) as keyof CopyValues;
    const value = values[key];
    if (value === undefined) return whole;
    const words = typeof value === "number" ? countWord(value, language) : listWords(value, language);
    return name === key ? words : capitalise(words);
  });
}

/** A copy of `value` (text, lists, records) with every string's placeholders filled. */
export function fillCounts<T>(value: T, values: CopyValues, language: Language = contentLanguage): T {
  if (typeof value === "string") return fillCount(value, values, language) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillCounts(item, values, language)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillCounts(item, values, language)])) as T;
  return value;
}
