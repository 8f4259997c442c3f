import { describe, expect, it } from "vitest";
import { fieldProblem, hasVisibleText, isEmail, isPhone, isWebsite, isYear, readCheckbox } from "./enquiry-checks";
import { ENQUIRY_RULES, ENQUIRY_WORDS } from "./enquiry-languages";

const ENQUIRY_FIELDS = ENQUIRY_RULES.en;
const check = (rule: Parameters<typeof fieldProblem>[0], value: string | undefined, options?: Parameters<typeof fieldProblem>[3]) =>
  fieldProblem(rule, value, ENQUIRY_WORDS.en.checks, options);

const today = new Date("2026-06-15T12:00:00Z");

describe("format checks", () => {
  it.each(["name@example.com", "first.last+tag@sub.example.ng", "o'neil@example.org"])("accepts the email %s", (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each(["name", "name@", "@example.com", "name@example", "a..b@example.com", "name @example.com"])("rejects the email %s", (value) =>
    expect(isEmail(value)).toBe(false),
  );

  it.each(["+234 803 000 4120", "0803-000-4120", "(01) 234 5678", "1234567"])("accepts the phone %s", (value) => {
    expect(isPhone(value)).toBe(true);
  });
  it.each(["123 456", "0803 000 412O", "+234.803.000.4120", "call me", "1".repeat(21)])("rejects the phone %s", (value) => {
    expect(isPhone(value)).toBe(false);
  });

  it("accepts four-digit years from 1900 to this year", () => {
    expect(isYear("1900", today)).toBe(true);
    expect(isYear("2026", today)).toBe(true);
    expect(isYear("1899", today)).toBe(false);
    expect(isYear("2027", today)).toBe(false);
    expect(isYear("208", today)).toBe(false);
    expect(isYear("2008.5", today)).toBe(false);
  });

  it("accepts only http and https website addresses", () => {
    expect(isWebsite("https://www.kestrel.example")).toBe(true);
    expect(isWebsite("http://kestrel.example/about?x=1")).toBe(true);
    expect(isWebsite("www.kestrel.example")).toBe(false);
    expect(isWebsite("ftp://kestrel.example")).toBe(false);
    expect(isWebsite("javascript:alert(1)")).toBe(false);
    expect(isWebsite("https://localhost")).toBe(false);
  });
});

describe("fieldProblem", () => {
  it("asks for a required field in the words the field gives, and lets an empty optional one pass", () => {
    expect(check(ENQUIRY_FIELDS.first_name, "  ")).toBe("Enter your first name");
    expect(check(ENQUIRY_FIELDS.service_needed, undefined)).toBe("Select the service you need");
    expect(check(ENQUIRY_FIELDS.website, "")).toBeNull();
    expect(check(ENQUIRY_FIELDS.attachments, "off")).toBeNull();
  });

  it("refuses a value over the field's limit", () => {
    expect(check(ENQUIRY_FIELDS.first_name, "a".repeat(100))).toBeNull();
    expect(check(ENQUIRY_FIELDS.first_name, "a".repeat(101))).toBe("First name must be 100 characters or fewer");
  });

  it("accepts only the options a select offers", () => {
    expect(check(ENQUIRY_FIELDS.vendor_category, "hse-services")).toBeNull();
    expect(check(ENQUIRY_FIELDS.vendor_category, "HSE Services")).toBe("Select your vendor category from the list");
    expect(check(ENQUIRY_FIELDS.partnership_interest, "Strategic Alliance")).toBeNull();
  });

  it("reads checkbox values as a form or a JSON client sends them", () => {
    expect(["on", "YES", "1", "true"].map(readCheckbox)).toEqual([true, true, true, true]);
    expect(["", "off", "0", "false", "no"].map(readCheckbox)).toEqual([false, false, false, false, false]);
    expect(check(ENQUIRY_FIELDS.attachments, "maybe")).toBe("Tick or clear the box for whether you can provide documents");
  });

  it("reports a year the browser could not read, though its value is empty", () => {
    expect(check(ENQUIRY_FIELDS.year_established, "", { badInput: true })).toBe("Year established must be 4 digits, like 2008");
  });
});

describe("required means visible", () => {
  it.each(["\u200b", "\u0000", " \t\n", "\u00a0\u2007\u3000", "\u202e", "\u2066\u2069", "\ufeff", "\u3164", "\u2800", "\ufe0f", "\u034f"])(
    "sees nothing in %j",
    (value) => {
      expect(hasVisibleText(value)).toBe(false);
      expect(check(ENQUIRY_FIELDS.first_name, value)).toBe("Enter your first name");
    },
  );
  it.each(["a", "Ọ̀", "🛢️", "\u200bAda", "中"])("sees %j", (value) => expect(hasVisibleText(value)).toBe(true));
  it("treats an invisible optional value as left blank", () => {
    expect(check(ENQUIRY_FIELDS.website, "\u200b")).toBeNull();
  });
});

describe("in French", () => {
  const rules = ENQUIRY_RULES.fr;
  const checkFr = (rule: Parameters<typeof fieldProblem>[0], value: string | undefined, options?: Parameters<typeof fieldProblem>[3]) =>
    fieldProblem(rule, value, ENQUIRY_WORDS.fr.checks, options);

  it("says the same checks in French, naming the field in French", () => {
    expect(checkFr(rules.first_name, " ")).toBe("Indiquez votre prénom");
    expect(checkFr(rules.service_needed, undefined)).toBe("Choisissez le service dont vous avez besoin");
    expect(checkFr(rules.vendor_category, "HSE Services")).toBe("Choisissez votre catégorie de fournisseur dans la liste");
    expect(checkFr(rules.email, "nom@")).toBe("Indiquez une adresse e-mail valide, par exemple nom@exemple.com");
    expect(checkFr(rules.first_name, "a".repeat(101))).toBe("Prénom\u00a0: 100 caractères au maximum");
    expect(checkFr(rules.year_established, "1850", { today })).toBe(
      "Année de création\u00a0: indiquez une année comprise entre 1900 et 2026",
    );
  });

  it("accepts and refuses exactly what the English checks do: option values are the same in both", () => {
    expect(checkFr(rules.vendor_category, "hse-services")).toBeNull();
    expect(checkFr(rules.partnership_interest, "Strategic Alliance")).toBeNull();
    expect(checkFr(rules.number_of_employees, "500+")).toBeNull();
  });
});
