import { z } from "zod";
import { BOTCHECK, enquiryRule, FORM_FIELDS, type FormType } from "../../../contract/enquiry-fields";

export type { FormType };

const optionSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });

const fieldBase = z.object({
  name: z.string().regex(/^[a-z]+(_[a-z]+)*$/),
  label: z.string().min(2),
  required: z.boolean(),
  errorName: z.string().min(3),
  hint: z.string().min(10).optional(),
  autoComplete: z.string().min(2).optional(),
  /** Narrow fields share a row with their neighbour on wide screens. */
  width: z.enum(["half", "full"]),
});

const textField = fieldBase.extend({
  kind: z.enum(["text", "email", "tel", "url"]),
  maxLength: z.number().int().min(20).max(5000),
});
const yearField = fieldBase.extend({ kind: z.literal("year") });
const textareaField = fieldBase.extend({
  kind: z.literal("textarea"),
  rows: z.number().int().min(2).max(12),
  maxLength: z.number().int().min(200).max(5000),
});
const selectField = fieldBase.extend({
  kind: z.literal("select"),
  /** The first, empty choice: "Select a service". */
  placeholder: z.string().min(3),
  options: z.array(optionSchema).min(2).readonly(),
});
const checkboxField = fieldBase.extend({ kind: z.literal("checkbox"), value: z.string().min(1) });

export const enquiryFieldSchema = z.discriminatedUnion("kind", [textField, yearField, textareaField, selectField, checkboxField]);

/** The first rule key (label, kind, limit, options...) where a field says other than the contract. */
function differsFromContract(field: z.infer<typeof enquiryFieldSchema>): string | null {
  const rule = enquiryRule(field.name);
  if (!rule) return "name";
  const fieldKeys = field as Record<string, unknown>;
  const key = Object.keys(rule).find((name) => JSON.stringify(fieldKeys[name]) !== JSON.stringify(rule[name as keyof typeof rule]));
  return key ?? null;
}

const itemSchema = z.object({ title: z.string().min(3), description: z.string().min(20) });

function enquiryFormSchema<T extends FormType>(formType: T, successMessage: string, optionCounts: Record<string, number>) {
  return z
    .object({
      formType: z.literal(formType),
      heading: z.string().min(5),
      lead: z.string().min(20),
      groups: z.array(z.object({ legend: z.string().min(3), fields: z.array(enquiryFieldSchema).min(1) })).min(1),
      /** Whether the form carries the hidden spam-trap checkbox (spec §3: quote and vendor do). */
      botcheck: z.boolean(),
      submitLabel: z.string().min(3),
      successMessage: z.literal(successMessage),
      /** The e-mail subject the form service uses: "<prefix> <value of field>". */
      subject: z.object({ prefix: z.string().min(5), field: z.string().min(3) }),
      /** The aside next to the form: the steps of the process, or the kinds of partnership. */
      aside: z.object({ heading: z.string().min(3), numbered: z.boolean(), items: z.array(itemSchema).min(3).max(4) }),
    })
    .superRefine((form, ctx) => {
      const fields = form.groups.flatMap((group) => group.fields);
      const names = [...fields.map((field) => field.name), ...(form.botcheck ? [BOTCHECK] : [])];
      const expected: readonly string[] = FORM_FIELDS[formType];
      if (names.length !== expected.length || !expected.every((name) => names.includes(name))) {
        ctx.addIssue({ code: "custom", message: `fields must be exactly ${expected.join(", ")}; got ${names.join(", ")}` });
      }
      if (!names.includes(form.subject.field)) ctx.addIssue({ code: "custom", message: "subject.field is not a field" });
      for (const field of fields) {
        const differs = differsFromContract(field);
        if (differs) ctx.addIssue({ code: "custom", message: `${field.name}.${differs} differs from the enquiry contract` });
        const count = optionCounts[field.name];
        if (count !== undefined && (field.kind !== "select" || field.options.length !== count)) {
          ctx.addIssue({ code: "custom", message: `${field.name} must be a select with ${count} options (spec §9)` });
        }
      }
    });
}

/** Spec §3 names, §8 success messages and §9 option counts are part of the schema. */
export const enquiryFormsSchema = z.object({
  quote: enquiryFormSchema("quote", "Thank you! Your request was submitted successfully.", { service_needed: 6 }),
  vendor: enquiryFormSchema("vendor", "Thank you! Your registration was submitted successfully.", {
    number_of_employees: 5,
    vendor_category: 10,
  }),
  partner: enquiryFormSchema("partner", "Thank you! Your partnership request was submitted successfully.", {
    partnership_interest: 4,
  }),
});

export const enquiryMessagesSchema = z.object({
  refusedFallback: z.literal("Something went wrong!"),
  network: z.string().min(20),
  timeout: z.string().min(20),
  rateLimited: z.string().includes("wait a minute"),
  /** `{status}` is replaced by the HTTP status code. */
  serverError: z.string().includes("{status}"),
  invalidResponse: z.string().min(20),
  /** Shown under every failure, before the e-mail link. */
  nextStep: z.string().min(20),
  contactHeading: z.string().min(5),
  contactText: z.string().min(20),
  draftSaved: z.string().min(20),
  draftRestored: z.string().min(20),
  /** Beside every submit button, before the link to the privacy notice (NDPA 2023). */
  privacyNote: z.string().min(20),
  privacyLink: z.string().min(5),
});

export type EnquiryField = z.infer<typeof enquiryFieldSchema>;
export type EnquiryFormContent = z.infer<ReturnType<typeof enquiryFormSchema>>;
export type EnquiryForms = z.infer<typeof enquiryFormsSchema>;
export type EnquiryMessages = z.infer<typeof enquiryMessagesSchema>;
