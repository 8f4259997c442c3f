/**
 * An enquiry's reference, the one the enquirer quotes on the phone: `DF-Q-2026-00123` (the form's
 * letter, the year it arrived in Lagos, a sequence per form and year). The inbox gives it
 * (server/inbox/store.ts) and answers with it; the page shows it after a script's send and on the
 * result page a browser's own post ends on, where our server writes it in (server/page-fill.ts).
 *
 * The same file names the slots our server fills in the prerendered pages as it serves them: the
 * pages are static everywhere else, so a slot left unfilled must read as nothing (hidden, empty).
 */
import type { FormType } from "./enquiry-fields";

export const REFERENCE_LETTERS: Record<FormType, string> = { quote: "Q", vendor: "V", partner: "P" };

/** The part a sequence counts within: `DF-Q-2026`. */
export function referencePrefix(formType: FormType, year: number): string {
  return `DF-${REFERENCE_LETTERS[formType]}-${year}`;
}

/** `DF-Q-2026-00123`; five digits at least, more once a form passes 99,999 enquiries in a year. */
export function formatReference(formType: FormType, year: number, sequence: number): string {
  return `${referencePrefix(formType, year)}-${String(sequence).padStart(5, "0")}`;
}

const REFERENCE = /^DF-[QVP]-\d{4}-\d{5,9}$/;

/** True for a string shaped like a reference: the only text a page ever shows from an address. */
export function isReference(value: unknown): value is string {
  return typeof value === "string" && REFERENCE.test(value);
}

/** The query parameter the inbox adds to the result page's address for a browser's own post. */
export const REFERENCE_PARAM = "reference";

/** The hidden field our server writes the form's signed time stamp into (server/inbox/spam.ts). */
export const FORM_STAMP_FIELD = "form_stamp";

/**
 * The slots in the prerendered pages, as data attributes: `stamp` on the hidden stamp input of the
 * three forms (the server adds its value), `reference` on the hidden paragraph of the sent page (the
 * server shows it and writes the reference into its <output>).
 */
export const FILL_ATTRIBUTE = "data-server-fill";
export type FillSlot = "stamp" | "reference";
