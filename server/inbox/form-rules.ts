/**
 * The enquiry forms' fields and rules, shared by the server and (later) the browser.
 * Pure zod: no Node-only imports, so the app can import it too.
 *
 * Inputs are flat records of strings (form fields); blank strings count as missing.
 */
import { z } from "zod";

export const FORM_TYPES = ["quote", "vendor", "partner"] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** Longest accepted value of any field, in characters. */
export const MAX_FIELD_LENGTH = 5000;

export const SERVICE_NEEDED_OPTIONS = [
  "engineering-services",
  "procurement-services",
  "construction-installation",
  "operations-maintenance",
  "technical-manpower-supply",
  "digital-solutions",
] as const;

export const VENDOR_CATEGORY_OPTIONS = [
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
] as const;

export const NUMBER_OF_EMPLOYEES_OPTIONS = ["1-10", "11-50", "51-200", "201-500", "500+"] as const;

export const PARTNERSHIP_INTEREST_OPTIONS = [
  "Strategic Alliance",
  "Technology Partnership",
  "Distribution Partnership",
  "Service Partnership",
] as const;

/** Checkbox values read as ticked / not ticked. */
export const CHECKBOX_TRUE = ["on", "true", "yes", "1"] as const;
export const CHECKBOX_FALSE = ["", "off", "false", "no", "0"] as const;

/** Field names per form, in display order. botcheck is the hidden spam trap. */
export const FORM_FIELDS = {
  quote: ["first_name", "last_name", "email", "phone", "company", "service_needed", "project_brief", "botcheck"],
  vendor: [
    "company_name",
    "registration_number",
    "year_established",
    "number_of_employees",
    "company_address",
    "contact_person",
    "position",
    "email",
    "phone",
    "website",
    "vendor_category",
    "products_services_description",
    "certifications",
    "previous_experience",
    "attachments",
    "botcheck",
  ],
  partner: [
    "company_name",
    "industry",
    "contact_person",
    "position",
    "email",
    "phone",
    "partnership_interest",
    "message",
  ],
} as const satisfies Record<FormType, readonly string[]>;

export const FIELD_LABELS: Record<string, string> = {
  first_name: "first name",
  last_name: "last name",
  email: "email address",
  phone: "phone number",
  company: "company",
  service_needed: "service needed",
  project_brief: "project brief",
  company_name: "company name",
  registration_number: "registration number",
  year_established: "year established",
  number_of_employees: "number of employees",
  company_address: "company address",
  contact_person: "contact person",
  position: "position",
  website: "website",
  vendor_category: "vendor category",
  products_services_description: "products/services description",
  certifications: "certifications",
  previous_experience: "previous experience",
  attachments: "attachments",
  industry: "industry",
  partnership_interest: "partnership interest",
  message: "message",
  botcheck: "botcheck",
  form_type: "form type",
};

const label = (field: string) => FIELD_LABELS[field] ?? field;

/** Blank or whitespace-only strings become undefined, other strings are trimmed. */
function blankToUndefined(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

const tooLong = (field: string) => `Please keep the ${label(field)} under ${MAX_FIELD_LENGTH} characters`;

function requiredText(field: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: `Please enter the ${label(field)}` })
      .max(MAX_FIELD_LENGTH, { error: tooLong(field) }),
  );
}

function optionalText(field: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: `Please enter valid text for the ${label(field)}` })
      .max(MAX_FIELD_LENGTH, { error: tooLong(field) })
      .optional(),
  );
}

function email() {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Please enter your email address" })
      .max(254, { error: "Please enter a valid email address" })
      .pipe(z.email({ error: "Please enter a valid email address" })),
  );
}

/** Digits with the usual separators and an optional leading +; at least 7 digits. */
const PHONE_PATTERN = /^\+?[0-9\s().\-/]{7,30}$/;

function phone() {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Please enter your phone number" })
      .regex(PHONE_PATTERN, { error: "Please enter a valid phone number" })
      .refine((v) => (v.match(/[0-9]/g) ?? []).length >= 7, { error: "Please enter a valid phone number" }),
  );
}

function choice<const T extends readonly [string, ...string[]]>(field: string, options: T, required: boolean) {
  const inner = z.enum(options, { error: `Please choose a valid ${label(field)}` });
  return z.preprocess(
    blankToUndefined,
    required
      ? z.string({ error: `Please choose the ${label(field)}` }).pipe(inner)
      : inner.optional(),
  );
}

function checkbox(field: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? "" : typeof v === "boolean" ? String(v) : v),
    z
      .string({ error: `Please give a valid value for ${label(field)}` })
      .transform((v) => v.trim().toLowerCase())
      .refine((v) => (CHECKBOX_TRUE as readonly string[]).includes(v) || (CHECKBOX_FALSE as readonly string[]).includes(v), {
        error: `Please give a valid value for ${label(field)}`,
      })
      .transform((v) => (CHECKBOX_TRUE as readonly string[]).includes(v)),
  );
}

const currentYear = () => new Date().getFullYear();

function year(field: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: `Please enter a valid ${label(field)}` })
      .regex(/^\d{4}$/, { error: `Please enter the ${label(field)} as a four-digit year` })
      .transform(Number)
      .refine((y) => y >= 1800 && y <= currentYear(), { error: `Please enter a valid ${label(field)}` })
      .optional(),
  );
}

function website() {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Please enter a valid website address" })
      .max(2048, { error: "Please enter a valid website address" })
      .pipe(z.url({ protocol: /^https?$/, error: "Please enter a valid website address, starting with https://" }))
      .optional(),
  );
}

export const quoteSchema = z.object({
  first_name: requiredText("first_name"),
  last_name: requiredText("last_name"),
  email: email(),
  phone: phone(),
  company: requiredText("company"),
  service_needed: choice("service_needed", SERVICE_NEEDED_OPTIONS, true),
  project_brief: requiredText("project_brief"),
});

export const vendorSchema = z.object({
  company_name: requiredText("company_name"),
  registration_number: requiredText("registration_number"),
  year_established: year("year_established"),
  number_of_employees: choice("number_of_employees", NUMBER_OF_EMPLOYEES_OPTIONS, false),
  company_address: requiredText("company_address"),
  contact_person: requiredText("contact_person"),
  position: requiredText("position"),
  email: email(),
  phone: phone(),
  website: website(),
  vendor_category: choice("vendor_category", VENDOR_CATEGORY_OPTIONS, true),
  products_services_description: requiredText("products_services_description"),
  certifications: optionalText("certifications"),
  previous_experience: optionalText("previous_experience"),
  attachments: checkbox("attachments"),
});

export const partnerSchema = z.object({
  company_name: requiredText("company_name"),
  industry: requiredText("industry"),
  contact_person: requiredText("contact_person"),
  position: requiredText("position"),
  email: email(),
  phone: phone(),
  partnership_interest: choice("partnership_interest", PARTNERSHIP_INTEREST_OPTIONS, true),
  message: requiredText("message"),
});

export const FORM_SCHEMAS = { quote: quoteSchema, vendor: vendorSchema, partner: partnerSchema } as const;

export type QuoteEnquiry = z.infer<typeof quoteSchema>;
export type VendorEnquiry = z.infer<typeof vendorSchema>;
export type PartnerEnquiry = z.infer<typeof partnerSchema>;

export function isFormType(value: unknown): value is FormType {
  return typeof value === "string" && (FORM_TYPES as readonly string[]).includes(value);
}

/** True when the hidden spam-trap checkbox is ticked (any value other than a "false" one). */
export function isBotcheckTicked(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  const v = String(value).trim().toLowerCase();
  return !(CHECKBOX_FALSE as readonly string[]).includes(v);
}

export type ValidationResult =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; field: string; message: string };

/**
 * Validates one submission. On failure, names the first bad field in form order:
 * "Please enter a valid email address (email)."
 */
export function validateEnquiry(formType: FormType, fields: Record<string, unknown>): ValidationResult {
  const result = FORM_SCHEMAS[formType].safeParse(fields);
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  const order: readonly string[] = FORM_FIELDS[formType];
  const issues = [...result.error.issues].sort(
    (a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])),
  );
  const first = issues[0]!;
  const field = String(first.path[0] ?? "form");
  return { ok: false, field, message: `${first.message} (${field}).` };
}
