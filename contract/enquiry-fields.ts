/**
 * The enquiry forms' fields as both sides see them: what each form submits, each field's kind,
 * limits and option values, in no language (each language's words: enquiry-words.ts). The page
 * renders and checks from this; the inbox stores by it. Presentation (hints, widths, groups,
 * autocomplete) is the page's and lives in app/content.
 */

export const FORM_TYPES = ["quote", "vendor", "partner"] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** The longest value any field may hold, in characters; most fields allow less (their maxLength). */
export const MAX_FIELD_LENGTH = 5000;

/** The earliest year a vendor may give as the year it was established. */
export const MIN_YEAR = 1900;

/** Checkbox values read as ticked / not ticked. */
export const CHECKBOX_TRUE = ["on", "true", "yes", "1"] as const;
export const CHECKBOX_FALSE = ["", "off", "false", "no", "0"] as const;

export type FieldKind = "text" | "email" | "tel" | "url" | "year" | "textarea" | "select" | "checkbox";

/**
 * One field's rule, in no language: its words (label, how messages name it, its options' labels)
 * are each language's, in the catalogues (enquiry-words-en.ts, enquiry-words-fr.ts), and
 * enquiry-words.ts joins the two into an EnquiryRule. Option values are the same in every language.
 */
export type FieldRule = {
  readonly name: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  readonly maxLength?: number;
  /** The values a select submits, in the order it lists them. */
  readonly options?: readonly string[];
  /** What a ticked checkbox submits. */
  readonly value?: string;
  /** A text's shape, checked beside its length: "registration", a CAC or an RCCM number. */
  readonly format?: "registration";
};

export type FieldOption = { readonly value: string; readonly label: string };

/** One field's rule in one language; `errorName` is how messages name it: "your first name" → "Enter your first name". */
export type EnquiryRule = Omit<FieldRule, "options"> & {
  readonly label: string;
  readonly errorName: string;
  readonly options?: readonly FieldOption[];
};

/**
 * The value a form submits for an English option label: lowercase, with "&" and every other run of
 * non-alphanumerics collapsed to one hyphen. "Operations & Maintenance" → "operations-maintenance".
 * The values below were made so (spec §9) and never change; enquiry-words.test.ts keeps them and
 * the English labels in step.
 */
export function toOptionValue(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const text = (name: string, maxLength: number, required = true) => ({ name, kind: "text", required, maxLength }) as const;
const textarea = (name: string, maxLength: number, required = true) => ({ name, kind: "textarea", required, maxLength }) as const;
const select = <const T extends readonly string[]>(name: string, options: T, required = true) =>
  ({ name, kind: "select", required, options }) as const;

/** Every field of every form, by the name it is submitted under (spec §3). */
export const ENQUIRY_FIELDS = {
  first_name: text("first_name", 100),
  last_name: text("last_name", 100),
  email: { name: "email", kind: "email", required: true, maxLength: 254 },
  phone: { name: "phone", kind: "tel", required: true, maxLength: 30 },
  company: text("company", 200),
  // Spec §9: two lists are submitted as lowercase hyphenated values, two as their English labels read.
  service_needed: select("service_needed", [
    "engineering-services",
    "procurement-services",
    "construction-installation",
    "operations-maintenance",
    "technical-manpower-supply",
    "digital-solutions",
  ]),
  project_brief: textarea("project_brief", MAX_FIELD_LENGTH),
  company_name: text("company_name", 200),
  registration_number: { ...text("registration_number", 50), format: "registration" },
  year_established: { name: "year_established", kind: "year", required: false },
  number_of_employees: select("number_of_employees", ["1-10", "11-50", "51-200", "201-500", "500+"], false),
  website: { name: "website", kind: "url", required: false, maxLength: 2048 },
  company_address: textarea("company_address", 1000),
  contact_person: text("contact_person", 200),
  position: text("position", 200),
  vendor_category: select("vendor_category", [
    "engineering-services",
    "equipment-supply",
    "construction-services",
    "maintenance-services",
    "technical-consultancy",
    "material-supply",
    "logistics-transportation",
    "hse-services",
    "manpower-supply",
    "other-services",
  ]),
  products_services_description: textarea("products_services_description", MAX_FIELD_LENGTH),
  certifications: textarea("certifications", MAX_FIELD_LENGTH, false),
  previous_experience: textarea("previous_experience", MAX_FIELD_LENGTH, false),
  attachments: { name: "attachments", kind: "checkbox", required: false, value: "yes" },
  industry: text("industry", 200),
  partnership_interest: select("partnership_interest", [
    "Strategic Alliance",
    "Technology Partnership",
    "Distribution Partnership",
    "Service Partnership",
  ]),
  message: textarea("message", MAX_FIELD_LENGTH),
} as const satisfies Record<string, FieldRule>;

export type FieldName = keyof typeof ENQUIRY_FIELDS;

/** The name of the hidden spam-trap checkbox: a person leaves it unticked. */
export const BOTCHECK = "botcheck";

/**
 * A random id the page gives a submission when it is first sent and keeps for every resend of it
 * (a retry, the offline queue): the inbox stores one enquiry per id and answers a repeat as it
 * answered the first. Sent as an ordinary field, so the hosted form service just receives it.
 */
export const SUBMISSION_ID = "submission_id";
/** What a submission id must look like; any other value is treated as no id. */
export const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The hidden field every form posts its page's language in (contract/languages.ts: "en", "fr"): the
 * inbox answers in it, stores it and acknowledges in it; a missing or unknown value reads as the
 * default language. The hosted form service just receives it as another field.
 */
export const LANGUAGE_FIELD = "language";

/**
 * The fields each form submits, in the order the page shows them (its groups follow this order), the
 * inbox names a first bad field and the notification lists them; the spam trap where the form carries it.
 */
export const FORM_FIELDS = {
  quote: ["first_name", "last_name", "email", "phone", "company", "service_needed", "project_brief", BOTCHECK],
  vendor: [
    "company_name",
    "registration_number",
    "year_established",
    "number_of_employees",
    "website",
    "company_address",
    "contact_person",
    "position",
    "email",
    "phone",
    "vendor_category",
    "products_services_description",
    "certifications",
    "previous_experience",
    "attachments",
    BOTCHECK,
  ],
  partner: ["company_name", "industry", "contact_person", "position", "email", "phone", "partnership_interest", "message"],
} as const satisfies Record<FormType, readonly (FieldName | typeof BOTCHECK)[]>;

export function isFormType(value: unknown): value is FormType {
  return typeof value === "string" && (FORM_TYPES as readonly string[]).includes(value);
}

/** Whether a submitted name is one of the forms' fields (not the spam trap, not an unknown name). */
export function isFieldName(name: string): name is FieldName {
  return Object.hasOwn(ENQUIRY_FIELDS, name);
}

/** The names of one form's fields, in display order, without the spam trap. */
export function formFieldNames(formType: FormType): FieldName[] {
  return FORM_FIELDS[formType].filter((name): name is FieldName => name !== BOTCHECK);
}

/** The fields whose value is one of a list. */
export type OptionField = { [K in FieldName]: (typeof ENQUIRY_FIELDS)[K] extends { options: readonly string[] } ? K : never }[FieldName];
/** The values one select submits. */
export type OptionValue<F extends OptionField> = (typeof ENQUIRY_FIELDS)[F]["options"][number];
