import type { EnquiryField } from "~/content/schemas/enquiry-form";
import { enquiryWords } from "~/content/enquiry-words";
import { fieldProblem } from "../../../contract/enquiry-checks";

export type FieldError = { name: string; message: string };

export type ValidationInput = {
  /** Field name → value as submitted ("" when empty; a ticked checkbox gives its value). */
  values: Readonly<Record<string, string>>;
  /** Fields whose text the browser could not read as their type (e.g. "19e" in a number input). */
  badInput?: ReadonlySet<string>;
  /** For the year range; defaults to now. */
  today?: Date;
};

/** The contract's rules (the inbox checks the same), on submit, in the build's language; errors come in the order of the fields. */
export function validateEnquiry(fields: readonly EnquiryField[], input: ValidationInput): FieldError[] {
  const today = input.today ?? new Date();
  return fields.flatMap((field) => {
    const badInput = input.badInput?.has(field.name) ?? false;
    const message = fieldProblem(field, input.values[field.name], enquiryWords.checks, { badInput, today });
    return message ? [{ name: field.name, message }] : [];
  });
}
