import { describe, expect, it } from "vitest";
import { ENQUIRY_FIELDS, toOptionValue, type FieldName } from "./enquiry-fields";
import { ENQUIRY_RULES, ENQUIRY_WORDS, postedLanguage } from "./enquiry-languages";
import { fill, formRules } from "./enquiry-words";
import { LANGUAGES } from "./languages";

/** Every string a catalogue holds, by its path: "checks.required", "fields.email.label", … */
function entries(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  return Object.entries(value as object).flatMap(([key, inner]) => entries(inner, at ? `${at}.${key}` : key));
}
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the enquiry catalogues", () => {
  const english = new Map(entries(ENQUIRY_WORDS.en));

  it.each(LANGUAGES)("%s has every message, label and option of the English one, with the same placeholders", (language) => {
    const words = new Map(entries(ENQUIRY_WORDS[language]));
    expect([...words.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, template] of english) {
      expect(words.get(key)?.trim(), `${language} ${key}`).not.toBe("");
      expect(placeholders(words.get(key)!), `${language} ${key}`).toEqual(placeholders(template));
    }
  });

  it.each(LANGUAGES)("%s labels every field and every option the contract has, and only those", (language) => {
    const rules = ENQUIRY_RULES[language];
    expect(Object.keys(rules).sort()).toEqual(Object.keys(ENQUIRY_FIELDS).sort());
    for (const rule of Object.values(ENQUIRY_FIELDS)) {
      const worded = rules[rule.name as FieldName];
      expect(worded).toMatchObject({ name: rule.name, kind: rule.kind, required: rule.required });
      if ("options" in rule) {
        expect(worded.options?.map((option) => option.value)).toEqual(rule.options);
        for (const option of worded.options ?? []) expect(option.label, `${language} ${rule.name} ${option.value}`).toMatch(/\S/);
      }
    }
  });

  it("keeps the option values (never translated) those of spec §9: two lists from the English labels hyphenated, two as written", () => {
    for (const name of ["service_needed", "vendor_category"] as const)
      for (const option of ENQUIRY_RULES.en[name].options!) expect(toOptionValue(option.label)).toBe(option.value);
    for (const name of ["number_of_employees", "partnership_interest"] as const)
      for (const option of ENQUIRY_RULES.en[name].options!) expect(option.label).toBe(option.value);
  });

  it("writes French with French typography: no-break spaces before : ; ! ? and the typographic apostrophe", () => {
    for (const [key, text] of entries(ENQUIRY_WORDS.fr)) {
      // URLs and field names are not prose.
      const prose = text.replace(/https?:\/\//g, "").replace(/\([a-z_]+\)/g, "");
      expect(prose, key).not.toMatch(/[^\u00a0][:;!?]/);
      expect(prose, key).not.toContain("'");
    }
  });

  it("differ between languages where a visitor reads them", () => {
    for (const key of ["checks.required", "answers.received", "answers.rateLimited", "fields.email.label"])
      expect(new Map(entries(ENQUIRY_WORDS.fr)).get(key)).not.toBe(english.get(key));
  });

  it("give each form its rules in display order in each language", () => {
    for (const language of LANGUAGES) expect(formRules("partner", ENQUIRY_RULES[language])).toHaveLength(8);
    expect(formRules("quote", ENQUIRY_RULES.fr)[0]).toMatchObject({ name: "first_name", label: "Prénom" });
  });
});

describe("fill", () => {
  it("replaces the names it is given and leaves the others", () => {
    expect(fill("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});

describe("postedLanguage", () => {
  it("reads a known language and takes anything else for the default", () => {
    expect(["fr", " fr ", "en", "de", "", undefined, 3, "FR"].map(postedLanguage)).toEqual([
      "fr",
      "fr",
      "en",
      "en",
      "en",
      "en",
      "en",
      "en",
    ]);
  });
});
