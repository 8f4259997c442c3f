/**
 * The CSV export's columns, in their order for good. An operator's spreadsheet or import reads
 * columns by position, so the order is not derived from the forms (a field added to a form would
 * shift every later column): a new field is appended at the end, and no column ever moves or goes
 * (a field no form submits any more keeps its column, empty). csv-columns.test.ts fails when a
 * form's field has no column, or when a column moved. Columns added after the first release, an
 * enquiry's own or a form's field, go at the very end, in CSV_ADDED_COLUMNS.
 */
export const CSV_RECORD_COLUMNS = [
  "id",
  "reference",
  "received_at",
  "form_type",
  "status",
  "spam_reason",
  "client_address",
  "user_agent",
] as const;

/** The forms' fields as first released, by the name they are submitted under (contract/enquiry-fields.ts). Never changes. */
export const CSV_FIELD_COLUMNS: readonly string[] = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "company",
  "service_needed",
  "project_brief",
  "company_name",
  "registration_number",
  "year_established",
  "number_of_employees",
  "website",
  "company_address",
  "contact_person",
  "position",
  "vendor_category",
  "products_services_description",
  "certifications",
  "previous_experience",
  "attachments",
  "industry",
  "partnership_interest",
  "message",
];

/** The enquiry's own columns added after the first release (the others in CSV_ADDED_COLUMNS are form fields). */
export const CSV_ADDED_RECORD_COLUMNS = ["language"] as const;

/**
 * Columns added after the first release, after all of the above, in the order they came: the
 * enquiry's language (issue 40: "en", "fr"), then any new form field. Append only.
 */
export const CSV_ADDED_COLUMNS: readonly string[] = ["language"];
