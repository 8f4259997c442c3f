/**
 * The inbox's zod schemas for the three forms, built from the enquiry contract (contract/), so the
 * inbox accepts and refuses exactly what the page does, with the page's messages.
 *
 * Inputs are flat records of form fields; blank strings count as missing.
 */
import { z } from "zod";
import { fieldProblem, hasVisibleText, readCheckbox } from "../../contract/enquiry-checks";
import { CHECKBOX_FALSE, FORM_FIELDS, FORM_TYPES, type EnquiryRule, type FormType } from "../../contract/enquiry-fields";
import { ENQUIRY_RULES, ENQUIRY_WORDS } from "../../contract/enquiry-languages";
import { fill, formRules } from "../../contract/enquiry-words";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../contract/languages";

export { FORM_FIELDS, FORM_TYPES, isFormType, MAX_FIELD_LENGTH, type FormType } from "../../contract/enquiry-fields";

/** JSON bodies may carry numbers and booleans; the contract reads text, as a form submits it. */
const asText = (value: unknown) => (value === undefined || value === null ? undefined : String(value));

/**
 * The value as stored after checking, as a form would submit it: trimmed text, a ticked checkbox as
 * the value it submits, left out when blank (no visible character) or unticked.
 */
function normalised(rule: EnquiryRule, value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? "";
  if (rule.kind === "checkbox") return readCheckbox(trimmed) ? rule.value : undefined;
  return hasVisibleText(trimmed) ? trimmed : undefined;
}

function fieldSchema(rule: EnquiryRule, language: Language) {
  return z.preprocess(
    asText,
    z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        const problem = fieldProblem(rule, value, ENQUIRY_WORDS[language].checks);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .transform((value) => normalised(rule, value)),
  );
}

function formSchema(formType: FormType, language: Language) {
  return z.object(Object.fromEntries(formRules(formType, ENQUIRY_RULES[language]).map((rule) => [rule.name, fieldSchema(rule, language)])));
}

/** Each form's schema in each language: the same rules, messages in the language the page posted. */
export const FORM_SCHEMAS = Object.fromEntries(
  LANGUAGES.map((language) => [language, Object.fromEntries(FORM_TYPES.map((formType) => [formType, formSchema(formType, language)]))]),
) as Record<Language, Record<FormType, ReturnType<typeof formSchema>>>;

/** True when the hidden spam-trap checkbox is ticked (any value other than a "false" one). */
export function isBotcheckTicked(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  const v = String(value).trim().toLowerCase();
  return !(CHECKBOX_FALSE as readonly string[]).includes(v);
}

/** On success, `data` holds the form's own fields, normalised, blank and unticked ones left out: what the inbox stores. */
export type ValidationResult = { ok: true; data: Record<string, string> } | { ok: false; field: string; message: string };

/**
 * Validates one submission. On failure, names the first bad field in form order, after the
 * contract's message in the page's language: "Enter an email address in the correct format, like
 * name@example.com (email)."
 */
export function validateEnquiry(
  formType: FormType,
  fields: Record<string, unknown>,
  language: Language = DEFAULT_LANGUAGE,
): ValidationResult {
  const result = FORM_SCHEMAS[language][formType].safeParse(fields);
  if (result.success) {
    const data = Object.entries(result.data).filter((entry): entry is [string, string] => entry[1] !== undefined);
    return { ok: true, data: Object.fromEntries(data) };
  }
  const order: readonly string[] = FORM_FIELDS[formType];
  const issues = [...result.error.issues].sort((a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])));
  const first = issues[0]!;
  const field = String(first.path[0] ?? "form");
  return { ok: false, field, message: fill(ENQUIRY_WORDS[language].answers.invalidField, { message: first.message, name: field }) };
}
