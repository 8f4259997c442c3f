/**
 * Spec §5's rules for one submitted value, with the message a visitor reads. The page checks
 * with these before sending and the inbox with the same functions on arrival, so whatever one
 * accepts the other stores, and whatever one refuses the other refuses in the same words.
 */
import { CHECKBOX_FALSE, CHECKBOX_TRUE, MIN_YEAR, type EnquiryRule } from "./enquiry-fields";
import { fill, type CheckMessages } from "./enquiry-words";

const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 20;
const MAX_PHONE_LENGTH = 30;
const MAX_EMAIL_LENGTH = 254;

// The shape zod's z.email() accepts: no leading dot, no double dots, a dotted domain.
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE_CHARACTERS = /^[0-9\s+\-()]+$/;
const YEAR_PATTERN = /^\d{4}$/;

/**
 * What shows nothing on screen: white space and separators, control and format characters (NUL,
 * zero-width space and joiners, bidirectional controls, the BOM) and the "blank" letters and marks
 * Unicode draws as nothing (Hangul fillers, Braille blank, variation selectors, the combining
 * grapheme joiner, Khmer and Mongolian invisible vowels and selectors).
 */
const INVISIBLE = /[\s\p{Z}\p{Cc}\p{Cf}\u115f\u1160\u2800\u3164\uffa0]|\u034f|\u17b4|\u17b5|[\u180b-\u180f]|[\ufe00-\ufe0f]/gu;

/** Whether the value has at least one character a person can see. A required field needs one. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, "") !== "";
}

export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

/** Digits, spaces, +, - and brackets, with 7 to 20 digits. */
export function isPhone(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value) || value.length > MAX_PHONE_LENGTH) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}

/** Four digits from MIN_YEAR to the current year. */
export function isYear(value: string, today = new Date()): boolean {
  if (!YEAR_PATTERN.test(value)) return false;
  const year = Number(value);
  return year >= MIN_YEAR && year <= today.getFullYear();
}

/**
 * A company registration number as a registry writes it (issue 45): a Nigerian CAC number
 * ("RC 1234567", "BN 2345678") or an OHADA country's RCCM number ("CI-ABJ-2008-B-12345",
 * "RB/COT/18 B 22000"): letters, digits, spaces and . - / : only, with at least four digits.
 */
export function isRegistrationNumber(value: string): boolean {
  return /^[\p{L}\d][\p{L}\d .\-/:]*$/u.test(value) && (value.match(/\d/g)?.length ?? 0) >= 4;
}

/** An absolute http or https address with a dotted host. */
export function isWebsite(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Whether a checkbox value reads as ticked; undefined when it is neither a ticked nor an unticked value. */
export function readCheckbox(value: string): boolean | undefined {
  const normalised = value.trim().toLowerCase();
  if ((CHECKBOX_TRUE as readonly string[]).includes(normalised)) return true;
  if ((CHECKBOX_FALSE as readonly string[]).includes(normalised)) return false;
  return undefined;
}

export type CheckOptions = {
  /** The browser could not read the typed text as the field's type (e.g. "19e" in a number input). */
  badInput?: boolean;
  /** For the year range; defaults to now. */
  today?: Date;
};

function formatProblem(rule: EnquiryRule, value: string, badInput: boolean, today: Date, messages: CheckMessages): string | null {
  const { label, errorName } = rule;
  switch (rule.kind) {
    case "email":
      return isEmail(value) ? null : messages.email;
    case "tel":
      if (!PHONE_CHARACTERS.test(value)) return messages.phoneCharacters;
      return isPhone(value) ? null : messages.phoneDigits;
    case "year":
      if (badInput || !YEAR_PATTERN.test(value)) return fill(messages.yearFormat, { label });
      return isYear(value, today) ? null : fill(messages.yearRange, { label, min: MIN_YEAR, max: today.getFullYear() });
    case "url":
      return isWebsite(value) ? null : messages.website;
    case "select":
      return rule.options?.some((option) => option.value === value) ? null : fill(messages.option, { errorName });
    case "checkbox":
      return readCheckbox(value) === undefined ? fill(messages.checkbox, { errorName }) : null;
    case "text":
      return rule.format === "registration" && !isRegistrationNumber(value) ? messages.registration : null;
    case "textarea":
      return null;
  }
}

/**
 * What is wrong with one field's value, in the visitor's words (the rule's and the messages'
 * language: enquiry-words.ts); null when nothing is.
 */
export function fieldProblem(
  rule: EnquiryRule,
  rawValue: string | undefined,
  messages: CheckMessages,
  options: CheckOptions = {},
): string | null {
  const value = (rawValue ?? "").trim();
  const badInput = options.badInput ?? false;
  const unticked = rule.kind === "checkbox" && readCheckbox(value) === false;
  // Blank, NUL or zero-width characters alone are no answer: treated as empty, so required means visible.
  if ((!hasVisibleText(value) || unticked) && !badInput) {
    if (!rule.required) return null;
    const template =
      rule.kind === "select" ? messages.requiredSelect : rule.kind === "checkbox" ? messages.requiredCheckbox : messages.required;
    return fill(template, { errorName: rule.errorName });
  }
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    return fill(messages.tooLong, { label: rule.label, maxLength: rule.maxLength });
  }
  return formatProblem(rule, value, badInput, options.today ?? new Date(), messages);
}
