// Counts in copy come from the data: a content string writes `{serviceCount}` (or `{ServiceCount}`
// at the start of a sentence) and the module that reads the file fills it with the number in
// words. data-files.ts stops the build when a string states a count the data contradicts
// ("Seven service lines" with eight services) or names a count that is not filled.
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

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `text` with its count placeholders filled: `{serviceCount}` → "seven", `{ServiceCount}` → "Seven". */
export function fillCount(text: string, counts: CopyCounts): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const key = (name.charAt(0).toLowerCase() + name.slice(1)) as CountName;
    const value = counts[key];
    if (value === undefined) return whole;
    return name === key ? countWord(value) : capitalise(countWord(value));
  });
}

/** A copy of `value` (text, lists, records) with every string's count placeholders filled. */
export function fillCounts<T>(value: T, counts: CopyCounts): T {
  if (typeof value === "string") return fillCount(value, counts) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillCounts(item, counts)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillCounts(item, counts)])) as T;
  return value;
}
