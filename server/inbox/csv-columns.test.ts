import { describe, expect, it } from "vitest";
import { CSV_ADDED_COLUMNS, CSV_ADDED_RECORD_COLUMNS, CSV_FIELD_COLUMNS } from "./csv-columns";
import { formatCsv } from "./format";
import { FORM_FIELDS, FORM_TYPES } from "./form-rules";
import type { StoredEnquiry } from "./store";

// The columns as first released (issue 37). A spreadsheet built on an export reads them by
// position: this list may only grow at its end, never change.
const released = [
  "id",
  "reference",
  "received_at",
  "form_type",
  "status",
  "spam_reason",
  "client_address",
  "user_agent",
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
  // Issue 40: the language of the page an enquiry was sent from.
  "language",
];

const header = (csv: string) => csv.split("\r\n")[0]!.split(",");

describe("the CSV export's columns", () => {
  it("keep the place they were released at: new columns only after them", () => {
    expect(header(formatCsv([])).slice(0, released.length)).toEqual(released);
  });

  it("include every field a form submits (a new field is appended to csv-columns.ts)", () => {
    const columns = [...CSV_FIELD_COLUMNS, ...CSV_ADDED_COLUMNS];
    const missing = FORM_TYPES.flatMap((form) => FORM_FIELDS[form].filter((name) => name !== "botcheck" && !columns.includes(name)));
    expect(missing, "append these to CSV_ADDED_COLUMNS in server/inbox/csv-columns.ts").toEqual([]);
    expect(new Set(columns).size).toBe(columns.length);
    // An enquiry's own added column is not also a form field's.
    for (const name of CSV_ADDED_RECORD_COLUMNS) expect(Object.values(FORM_FIELDS).flat()).not.toContain(name);
  });

  it("put each form's value under its own column, whichever form sent it", () => {
    const partner: StoredEnquiry = {
      id: 3,
      reference: "DF-P-2026-00003",
      receivedAt: "2026-03-01T10:00:00.000Z",
      formType: "partner",
      language: "fr",
      status: "accepted",
      spamReason: null,
      clientAddress: "127.0.0.1",
      userAgent: null,
      fields: { company_name: "Niger Delta Marine", message: "Joint bid for the Bonny jetty" },
    };
    const [head, row] = formatCsv([partner]).split("\r\n");
    const cells = row!.split(",");
    const columns = head!.split(",");
    expect(cells[columns.indexOf("company_name")]).toBe("Niger Delta Marine");
    expect(cells[columns.indexOf("message")]).toBe("Joint bid for the Bonny jetty");
    expect(cells[columns.indexOf("first_name")]).toBe("");
    expect(cells[columns.indexOf("reference")]).toBe("DF-P-2026-00003");
    expect(columns.at(-1)).toBe("language");
    expect(cells.at(-1)).toBe("fr");
  });
});
