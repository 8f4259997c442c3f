/**
 * The enquiry forms' fields as both sides see them: what each form submits, each field's label,
 * kind, limits and options. The page renders and checks from this; the inbox stores by it.
 * Presentation (hints, widths, groups, autocomplete) is the page's and lives in app/content.
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
export type FieldOption = { readonly value: string; readonly label: string };

/** One field's rule; `errorName` is how messages name it: "your first name" → "Enter your first name". */
export type EnquiryRule = {
  readonly name: string;
  readonly label: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  readonly errorName: string;
  readonly maxLength?: number;
  readonly options?: readonly FieldOption[];
  /** What a ticked checkbox submits. */
  readonly value?: string;
};

/**
 * The value a form submits for an option label: lowercase, with "&" and every other run of
 * non-alphanumerics collapsed to one hyphen. "Operations & Maintenance" → "operations-maintenance".
 */
export function toOptionValue(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

// Spec §9: two lists are submitted as lowercase hyphenated values, two as they read.
const hyphenated = (labels: readonly string[]) => labels.map((label) => ({ value: toOptionValue(label), label }));
const asWritten = (labels: readonly string[]) => labels.map((label) => ({ value: label, label }));

const text = (name: string, label: string, errorName: string, maxLength: number, required = true) =>
  ({ name, label, kind: "text", required, errorName, maxLength }) as const;
const textarea = (name: string, label: string, errorName: string, maxLength: number, required = true) =>
  ({ name, label, kind: "textarea", required, errorName, maxLength }) as const;
const select = (name: string, label: string, errorName: string, options: readonly FieldOption[], required = true) =>
  ({ name, label, kind: "select", required, errorName, options }) as const;

/** Every field of every form, by the name it is submitted under (spec §3). */
export const ENQUIRY_FIELDS = {
  first_name: text("first_name", "First name", "your first name", 100),
  last_name: text("last_name", "Last name", "your last name", 100),
  email: { name: "email", label: "Email address", kind: "email", required: true, errorName: "your email address", maxLength: 254 },
  phone: { name: "phone", label: "Phone number", kind: "tel", required: true, errorName: "your phone number", maxLength: 30 },
  company: text("company", "Company", "your company's name", 200),
  service_needed: select(
    "service_needed",
    "Service needed",
    "the service you need",
    hyphenated([
      "Engineering Services",
      "Procurement Services",
      "Construction & Installation",
      "Operations & Maintenance",
      "Technical Manpower Supply",
      "Digital Solutions",
    ]),
  ),
  project_brief: textarea("project_brief", "Project brief", "a short brief of your project", MAX_FIELD_LENGTH),
  company_name: text("company_name", "Company name", "your company name", 200),
  registration_number: text("registration_number", "Registration number", "your company registration number", 50),
  year_established: {
    name: "year_established",
    label: "Year established",
    kind: "year",
    required: false,
    errorName: "the year your company was established",
  },
  number_of_employees: select(
    "number_of_employees",
    "Number of employees",
    "the number of employees",
    asWritten(["1-10", "11-50", "51-200", "201-500", "500+"]),
    false,
  ),
  website: { name: "website", label: "Website", kind: "url", required: false, errorName: "your website address", maxLength: 2048 },
  company_address: textarea("company_address", "Company address", "your company address", 1000),
  contact_person: text("contact_person", "Contact person", "the name of the contact person", 200),
  position: text("position", "Position", "the contact person's position", 200),
  vendor_category: select(
    "vendor_category",
    "Vendor category",
    "your vendor category",
    hyphenated([
      "Engineering Services",
      "Equipment Supply",
      "Construction Services",
      "Maintenance Services",
      "Technical Consultancy",
      "Material Supply",
      "Logistics & Transportation",
      "HSE Services",
      "Manpower Supply",
      "Other Services",
    ]),
  ),
  products_services_description: textarea(
    "products_services_description",
    "Products and services description",
    "a description of your products and services",
    MAX_FIELD_LENGTH,
  ),
  certifications: textarea("certifications", "Certifications", "your certifications", MAX_FIELD_LENGTH, false),
  previous_experience: textarea("previous_experience", "Previous experience", "your previous experience", MAX_FIELD_LENGTH, false),
  attachments: {
    name: "attachments",
    label: "I can provide supporting documents when asked",
    kind: "checkbox",
    required: false,
    errorName: "whether you can provide documents",
    value: "yes",
  },
  industry: text("industry", "Industry", "your industry", 200),
  partnership_interest: select(
    "partnership_interest",
    "Partnership interest",
    "the kind of partnership you are interested in",
    asWritten(["Strategic Alliance", "Technology Partnership", "Distribution Partnership", "Service Partnership"]),
  ),
  message: textarea("message", "Message", "a message about your proposal", MAX_FIELD_LENGTH),
} as const satisfies Record<string, EnquiryRule>;

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

/** The rule for a submitted field name, or undefined for the spam trap and unknown names. */
export function enquiryRule(name: string): EnquiryRule | undefined {
  return Object.hasOwn(ENQUIRY_FIELDS, name) ? ENQUIRY_FIELDS[name as FieldName] : undefined;
}

/** The rules of one form's fields, in display order, without the spam trap. */
export function formRules(formType: FormType): EnquiryRule[] {
  return FORM_FIELDS[formType].flatMap((name) => enquiryRule(name) ?? []);
}
