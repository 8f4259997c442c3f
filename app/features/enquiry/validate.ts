import type { EnquiryField } from "~/content/schemas/enquiry-form";

export type FieldError = { name: string; message: string };

export type ValidationInput = {
  /** Field name → value as submitted ("" when empty; a ticked checkbox gives its value). */
  values: Readonly<Record<string, string>>;
  /** Fields whose text the browser could not read as their type (e.g. "19e" in a number input). */
  badInput?: ReadonlySet<string>;
  /** For the year range; defaults to now. */
  today?: Date;
};

export const MIN_YEAR = 1900;
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 20;

// The same shape zod's z.email() accepts, which the local inbox checks with: what passes here passes there.
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE_CHARACTERS = /^[0-9\s+\-()]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** Digits, spaces, +, - and brackets, with 7 to 20 digits. */
export function isPhone(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value) || value.length > 30) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}

/** Four digits from 1900 to the current year. */
export function isYear(value: string, today = new Date()): boolean {
  if (!/^\d{4}$/.test(value)) return false;
  const year = Number(value);
  return year >= MIN_YEAR && year <= today.getFullYear();
}

/** An absolute http or https address with a host. */
export function isWebsite(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

function formatError(field: EnquiryField, value: string, badInput: boolean, today: Date): string | null {
  switch (field.kind) {
    case "email":
      return isEmail(value) ? null : "Enter an email address in the correct format, like name@example.com";
    case "tel":
      if (!PHONE_CHARACTERS.test(value)) return "Enter a phone number using only digits, spaces, +, - and brackets";
      return isPhone(value) ? null : "Enter a phone number with at least 7 digits, like +234 803 000 4120";
    case "year": {
      if (badInput || !/^\d{4}$/.test(value)) return `${field.label} must be 4 digits, like 2008`;
      return isYear(value, today) ? null : `${field.label} must be between ${MIN_YEAR} and ${today.getFullYear()}`;
    }
    case "url":
      return isWebsite(value) ? null : "Enter a website address that starts with http:// or https://";
    default:
      return null;
  }
}

function fieldError(field: EnquiryField, input: ValidationInput, today: Date): string | null {
  const value = (input.values[field.name] ?? "").trim();
  const badInput = input.badInput?.has(field.name) ?? false;
  if (value === "" && !badInput) {
    if (!field.required) return null;
    if (field.kind === "select") return `Select ${field.errorName}`;
    if (field.kind === "checkbox") return `Confirm ${field.errorName}`;
    return `Enter ${field.errorName}`;
  }
  return formatError(field, value, badInput, today);
}

/** Spec §5's required and type rules, checked on submit; errors come in the order of the fields. */
export function validateEnquiry(fields: readonly EnquiryField[], input: ValidationInput): FieldError[] {
  const today = input.today ?? new Date();
  return fields.flatMap((field) => {
    const message = fieldError(field, input, today);
    return message ? [{ name: field.name, message }] : [];
  });
}
