// Counts and lists in copy come from the data: a content string writes `{serviceCount}` (or
// `{ServiceCount}` at the start of a sentence) and the module that reads the file fills it with the
// number in words; `{serviceList}` is the services' names in a sentence ("engineering, procurement,
// and petroleum products trading"). data-files.ts stops the build when a string states a count the
// data contradicts ("Seven service lines" with eight services), names a count that is not filled, or
// lists three or more services by hand.
// Own code, not a library: spelling out 0-99 in English is a few lines, and the library that would
// do it (with every language) is far larger than what copy needs.

const ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const teens = ["thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A count as copy writes it: "seven", "twenty-five"; digits from 100 up. */
export function countWord(n: number): string {
  if (n < 13) return ones[n]!;
  if (n < 20) return teens[n - 13]!;
  if (n < 100) return tens[Math.floor(n / 10)]! + (n % 10 ? `-${ones[n % 10]}` : "");
  return String(n);
}

/** Every number a word or digits can state, up to 99: "seven" → 7, "25" → 25. */
export const statedNumbers: Map<string, number> = new Map(
  Array.from({ length: 100 }, (_, n) => [
    [countWord(n), n],
    [String(n), n],
  ]).flat() as [string, number][],
);

/**
 * The counts copy may name, by placeholder: `{serviceCount}` is how many services data/services.json
 * has. In a service page's section, `{count}` is the section's own number of entries.
 */
export const countNames = ["serviceCount", "officeCount", "projectCount", "leaderCount"] as const;
export type CountName = (typeof countNames)[number] | "count";
export type CopyCounts = Partial<Record<CountName, number>>;

/** The lists copy may name, by placeholder: `{serviceList}` is every service's `proseName`, in the data's order. */
export const listNames = ["serviceList"] as const;
export type ListName = (typeof listNames)[number];
/** What a module fills: counts, and the entries of lists (joined for the page's language). */
export type CopyValues = CopyCounts & Partial<Record<ListName, readonly string[]>>;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A list as a sentence of `locale` says it: "a, b, and c" in English, "a, b et c" in French. The
 * platform's list formatting, not own joining: it knows each language's conjunction and commas.
 */
export function listWords(entries: readonly string[], locale = "en"): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(entries);
}

/**
 * `text` with its placeholders filled: `{serviceCount}` → "seven", `{ServiceCount}` → "Seven",
 * `{serviceList}` → "engineering, procurement, and trading", `{ServiceList}` → "Engineering, …".
 * Lists are joined for `locale`.
 */
export function fillCount(text: string, values: CopyValues, locale = "en"): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const key = (name.charAt(0).toLowerCase() + name.slice(1)) as keyof CopyValues;
    const value = values[key];
    if (value === undefined) return whole;
    const words = typeof value === "number" ? countWord(value) : listWords(value, locale);
    return name === key ? words : capitalise(words);
  });
}

/** A copy of `value` (text, lists, records) with every string's placeholders filled. */
export function fillCounts<T>(value: T, values: CopyValues, locale = "en"): T {
  if (typeof value === "string") return fillCount(value, values, locale) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillCounts(item, values, locale)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillCounts(item, values, locale)])) as T;
  return value;
}
