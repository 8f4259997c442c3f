/**
 * The enquiry forms' copy and presentation. What a field is (name, label, kind, limits, options,
 * messages) is the enquiry contract's (contract/enquiry-fields.ts) and is not written here: the
 * copy is keyed by the contract's field names, and enquiry-forms.ts joins the two.
 */
import { z } from "zod";
import { ENQUIRY_FIELDS, FORM_FIELDS, type EnquiryRule, type FieldName, type FormType } from "../../../contract/enquiry-fields";
import { ENQUIRY_WORDS_EN } from "../../../contract/enquiry-words-en";
import type { Language } from "../../../contract/languages";

export type { FieldName, FormType };

const fieldNames = Object.keys(ENQUIRY_FIELDS) as [FieldName, ...FieldName[]];
const fieldName = z.enum(fieldNames);

/** How one field is shown: its hint, the browser's autofill token, its width, a textarea's rows, a select's empty choice. */
const fieldCopySchema = z.strictObject({
  hint: z.string().min(10).optional(),
  autoComplete: z
    .string()
    .min(2)
    .optional()
    .meta({ i18n: "duplicate", description: "The browser's autofill token (HTML autocomplete), the same in every language" }),
  /** Narrow fields share a row with their neighbour on wide screens; full width unless told. */
  width: z.enum(["half", "full"]).optional(),
  rows: z.number().int().min(2).max(12).optional(),
  /** The first, empty choice of a select: "Select a service". */
  placeholder: z.string().min(3).optional(),
});

/** An object with an optional entry for each name: explicit keys (not a record) give the editor one group per field. */
function optionalEach<T extends z.ZodType>(names: readonly FieldName[], entry: T) {
  return z.strictObject(
    Object.fromEntries(names.map((name) => [name, entry.optional().meta({ title: ENQUIRY_WORDS_EN.fields[name].label })])) as {
      [name in FieldName]: z.ZodOptional<T>;
    },
  );
}

/** Every field's copy, wherever the field appears; a textarea needs its rows and a select its placeholder. */
export const fieldsCopySchema = optionalEach(fieldNames, fieldCopySchema).superRefine((copy, ctx) => {
  for (const name of fieldNames) {
    const { kind } = ENQUIRY_FIELDS[name];
    if (kind === "textarea" && copy[name]?.rows === undefined)
      ctx.addIssue({ code: "custom", path: [name], message: "a textarea needs rows" });
    if (kind === "select" && copy[name]?.placeholder === undefined) {
      ctx.addIssue({ code: "custom", path: [name], message: "a select needs a placeholder" });
    }
  }
});

const itemSchema = z.object({ title: z.string().min(3), description: z.string().min(20) });

function formCopySchema(formType: FormType) {
  const names = FORM_FIELDS[formType].filter((name): name is FieldName => name in ENQUIRY_FIELDS);
  const ownField = fieldName.refine((name) => names.includes(name), `not a field of the ${formType} form`);
  return z.strictObject({
    heading: z.string().min(5),
    lead: z.string().min(20),
    /** A group of fields starts at each field named here, with this legend, and runs to the next; fields keep the contract's order. */
    groups: optionalEach(names, z.string().min(3)),
    /** Copy for this form only, replacing the shared copy of a field. */
    fields: optionalEach(names, fieldCopySchema).optional(),
    submitLabel: z.string().min(3),
    successMessage: z.string().min(10),
    /** The e-mail subject the form service uses: "<prefix> <value of field>". */
    // The staff notification's subject, which stays English (the staff inbox is English only): the
    // French half repeats it, and the editor copies it.
    subject: z.object({
      prefix: z.string().min(5).meta({ i18n: "duplicate", description: "Staff e-mail, in English in both languages" }),
      field: ownField,
    }),
    /** The aside next to the form: the steps of the process, or the kinds of partnership. */
    aside: z.object({ heading: z.string().min(3), numbered: z.boolean(), items: z.array(itemSchema).min(3).max(4) }),
  });
}

/** The partner form's copy as data/enquiry-forms.json keeps it: its aside lists the partnership kinds, whose words are `partnershipKinds`. */
function partnerFileSchema() {
  const schema = formCopySchema("partner");
  return schema.extend({ aside: schema.shape.aside.omit({ items: true }) });
}

export const enquiryCopySchema = z.object({
  fields: fieldsCopySchema,
  forms: z.object({ quote: formCopySchema("quote"), vendor: formCopySchema("vendor"), partner: formCopySchema("partner") }),
});

/** What the rate-limit message must tell the visitor to do, in each language (spec §8: wait a minute). */
export const waitAMinute: Record<Language, string> = { en: "wait a minute", fr: "patienter une minute" };

/** The messages in one language: the rate-limit message says to wait a minute in that language's words. */
export const enquiryMessagesSchemaIn = (language: Language) =>
  enquiryMessagesSchema.extend({
    rateLimited: enquiryMessagesSchema.shape.rateLimited.refine(
      (text) => text.includes(waitAMinute[language]),
      `must say "${waitAMinute[language]}"`,
    ),
  });

export const enquiryMessagesSchema = z.object({
  /** Spec §8's words when the form service refuses without a message. */
  refusedFallback: z.string().min(5),
  /** The submit button's words while an enquiry is on its way (spec §4: "Sending..."). */
  sending: z.string().min(5),
  network: z.string().min(20),
  timeout: z.string().min(20),
  /** Checked per language (`enquiryMessagesSchemaIn`): a pattern would hold the editor to English. */
  rateLimited: z.string().min(20),
  /** `{status}` is replaced by the HTTP status code. */
  serverError: z.string().includes("{status}"),
  invalidResponse: z.string().min(20),
  /** Shown under every failure, before the e-mail link. */
  nextStep: z.string().min(20),
  contactHeading: z.string().min(5),
  contactText: z.string().min(20),
  /** An enquiry kept on the device while there is no connection (issue 39). */
  queued: z.string().min(20),
  /** `{time}` is when it was saved. */
  queuedItem: z.string().includes("{time}"),
  cancelQueued: z.string().min(5),
  /** `{message}` is the endpoint's reason. */
  queuedRefused: z.string().includes("{message}"),
  draftSaved: z.string().min(20),
  draftRestored: z.string().min(20),
  /** Beside every submit button, before the link to the privacy notice (NDPA 2023). */
  privacyNote: z.string().min(20),
  privacyLink: z.string().min(5),
  /** The heading of the list of problems above a form that did not pass its checks. */
  errorSummaryTitle: z.string().min(5),
  /** The button that empties a form restored from this device. */
  clearForm: z.string().min(5),
  /** Beside the label of every required field. */
  requiredMark: z.string().min(3),
  /** Before a field's error message, for screen readers only. */
  errorPrefix: z.string().min(3),
  /** The hidden spam trap's label (no person sees it). */
  botcheckLabel: z.string().min(5),
  /** Before each step of a numbered aside, for screen readers only; `{number}` is the step's number. */
  stepPrefix: z.string().includes("{number}"),
  /**
   * Under the success message and on the sent page, when our inbox gave a reference: `{reference}`
   * is replaced by it (on the sent page, by our server: server/page-fill.ts).
   */
  referenceNote: z.string().includes("{reference}"),
  /** The vendor form's file input, when it posts to our inbox (the hosted service takes no files: the checkbox stays). */
  documentsLabel: z.string().min(5),
  /** Under it: `{files}`, `{fileMb}` and `{totalMb}` are the limits (contract/enquiry-documents.ts). */
  documentsHint: z.string().includes("{files}").includes("{fileMb}").includes("{totalMb}"),
});

const partnershipOptions = ENQUIRY_FIELDS.partnership_interest.options;

/** data/enquiry-forms.json, one language's half: the forms' copy, what each kind of partnership means (keyed by the contract's option values) and the messages. */
export const enquiryFormsFileSchemaIn = (language: Language) =>
  z.strictObject({
    fields: fieldsCopySchema,
    forms: z.strictObject({ quote: formCopySchema("quote"), vendor: formCopySchema("vendor"), partner: partnerFileSchema() }),
    partnershipKinds: z
      .strictObject(Object.fromEntries(partnershipOptions.map((value) => [value, z.string().min(20)])))
      .meta({ title: "Kinds of partnership (beside the partner form)" }),
    messages: enquiryMessagesSchemaIn(language).strict(),
  });
export const enquiryFormsFileSchema = enquiryFormsFileSchemaIn("en");
export type EnquiryFormsFile = z.infer<typeof enquiryFormsFileSchema>;

export type FieldCopy = z.infer<typeof fieldCopySchema>;
export type EnquiryCopy = z.infer<typeof enquiryCopySchema>;
export type EnquiryFormCopy = EnquiryCopy["forms"][FormType];
export type EnquiryMessages = z.infer<typeof enquiryMessagesSchema>;

/** One field as the page draws it: the contract's rule, in the build's language, with its copy. */
export type EnquiryField = EnquiryRule & FieldCopy & { width: "half" | "full" };

/** One form as the page draws it: its copy, with its fields (the contract's, in its order) in their groups. */
export type EnquiryFormContent = Omit<EnquiryFormCopy, "groups" | "fields"> & {
  formType: FormType;
  /** Whether the form carries the hidden spam-trap checkbox (the contract's FORM_FIELDS says). */
  botcheck: boolean;
  groups: { legend: string; fields: EnquiryField[] }[];
};
export type EnquiryForms = Record<FormType, EnquiryFormContent>;
