// French typography, as a francophone editor sets it (issue 45): a no-break space (U+00A0, or the
// narrow U+202F that Intl's fr-FR numbers use) before « : ; ! ? » and « % », inside « guillemets »,
// between a number and its unit, and as the thousands separator. Pure, so it is unit-tested; the
// build runs it over every French page (scripts/check-wording.ts) and the French PDF's text
// (scripts/profile-pdf/write-profile.ts). No library checks this (typography libraries insert the
// spaces; we want the content to hold them, so /admin/ shows what the page shows).

/** Units a number is written with: symbols, then words (longest first where one begins another). */
const units = [
  "m²",
  "m³",
  "km",
  "cm",
  "mm",
  "m",
  "kg",
  "t",
  "Mo",
  "Ko",
  "Go",
  "h",
  "min",
  "bar",
  "°C",
  "kW",
  "MW",
  "kV",
  "cfm",
  "tonnes",
  "pouces",
  "litres",
  "barils",
  "mètres",
  "kilomètres",
  "heures",
  "jours",
  "semaines",
  "mois",
  "ans",
  "années",
  "millions",
  "milliards",
];
const unit = `(?:${units.map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}\\p{N}])`;

/** Telephone numbers are grouped by spaces of their own ("+234 803 000 4120"). */
const phone = /\+\d[\d ]*\d/g;

export type TypographyProblem = { rule: string; at: string };

/** The text around `index`, spaces made visible: "⍽" a no-break space, "␣" an ordinary one. */
function around(text: string, index: number, length = 1): string {
  const start = Math.max(0, index - 18);
  const end = Math.min(text.length, index + length + 12);
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`
    .replace(/[\u00a0\u202f]/g, "⍽")
    .replace(/ /g, "␣");
}

const rules: Array<{ rule: string; pattern: RegExp; at?: (match: RegExpExecArray) => number }> = [
  // Punctuation in use (followed by a space, the end or a closing sign; not "https://", "9001:2015").
  {
    rule: "a no-break space before « : ; ! ? »",
    pattern: /(?<=[^\u00a0\u202f;:!?…])[;:!?](?=$|[\s\u00a0\u202f»)])/gu,
  },
  { rule: "a no-break space before « % »", pattern: /(?<=[\d ])%/g },
  { rule: "a no-break space after « « »", pattern: /«(?![\u00a0\u202f])/g },
  { rule: "a no-break space before « » »", pattern: /(?<![\u00a0\u202f])»/g },
  { rule: "a no-break space between a number and its unit", pattern: new RegExp(`(?<=\\d)[ \\t\\n](?=${unit})`, "gu") },
  { rule: "a no-break space as the thousands separator", pattern: /(?<![\d\u00a0\u202f,.])\d{1,3}(?: \d{3})+(?!\d)/g },
  // Four digits or more before a unit: a quantity, not a year or a code ("2500 barils", "6989 m²").
  {
    rule: "a no-break space as the thousands separator",
    pattern: new RegExp(`(?<![\\d\\u00a0\\u202f.,])\\d{4,}(?=[ \\u00a0\\u202f]?${unit})`, "gu"),
  },
];

/** Where a French text breaks those rules: each rule it breaks and the text around the place. */
export function typographyProblems(text: string): TypographyProblem[] {
  const checked = text.replace(phone, (match) => "#".repeat(match.length));
  const found: TypographyProblem[] = [];
  for (const { rule, pattern } of rules) {
    for (const match of checked.matchAll(pattern)) found.push({ rule, at: around(text, match.index, match[0].length) });
  }
  return found;
}
