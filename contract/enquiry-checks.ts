/**
 * Spec §5's rules for one submitted value, with the message a visitor reads. The page checks
 * with these before sending and the inbox with the same functions on arrival, so whatever one
 * accepts the other stores, and whatever one refuses the other refuses in the same words.
 */
import { CHECKBOX_FALSE, CHECKBOX_TRUE, MIN_YEAR, type EnquiryRule } from "./enquiry-fields";

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

function formatProblem(rule: EnquiryRule, value: string, badInput: boolean, today: Date): string | null {
  switch (rule.kind) {
    case "email":
      return isEmail(value) ? null : "Enter an email address in the correct format, like name@example.com";
    case "tel":
      if (!PHONE_CHARACTERS.test(value)) return "Enter a phone number using only digits, spaces, +, - and brackets";
      return isPhone(value) ? null : "Enter a phone number with at least 7 digits, like +234 803 000 4120";
    case "year":
      if (badInput || !YEAR_PATTERN.test(value)) return `${rule.label} must be 4 digits, like 2008`;
      return isYear(value, today) ? null : `${rule.label} must be between ${MIN_YEAR} and ${today.getFullYear()}`;
    case "url":
      return isWebsite(value) ? null : "Enter a website address that starts with http:// or https://";
    case "select":
      return rule.options?.some((option) => option.value === value) ? null : `Select ${rule.errorName} from the list`;
    case "checkbox":
      return readCheckbox(value) === undefined ? `Tick or clear the box for ${rule.errorName}` : null;
    case "text":
    case "textarea":
      return null;
  }
}

/** What is wrong with one field's value, in the visitor's words; null when nothing is. */
export function fieldProblem(rule: EnquiryRule, rawValue: string | undefined, options: CheckOptions = {}): string | null {
  const value = (rawValue ?? "").trim();
  const badInput = options.badInput ?? false;
  const unticked = rule.kind === "checkbox" && readCheckbox(value) === false;
  // Blank, NUL or zero-width characters alone are no answer: treated as empty, so required means visible.
  if ((!hasVisibleText(value) || unticked) && !badInput) {
    if (!rule.required) return null;
    if (rule.kind === "select") return `Select ${rule.errorName}`;
    if (rule.kind === "checkbox") return `Confirm ${rule.errorName}`;
    return `Enter ${rule.errorName}`;
  }
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    return `${rule.label} must be ${rule.maxLength} characters or fewer`;
  }
  return formatProblem(rule, value, badInput, options.today ?? new Date());
}
