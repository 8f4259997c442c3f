/**
 * The page and the inbox judge a submission by one contract: this checks that, value by value,
 * the page's checks and the inbox's schema give the same verdict in the same words.
 */
import { describe, expect, it } from "vitest";
import { enquiryForms } from "~/content/enquiry-forms";
import { validateEnquiry as pageErrors } from "~/features/enquiry/validate";
import type { FormType } from "../contract/enquiry-fields";
import { VALID } from "../server/inbox/fixtures";
import { validateEnquiry as inboxVerdict } from "../server/inbox/form-rules";

function pageVerdict(formType: FormType, values: Record<string, string>): string | null {
  const fields = enquiryForms[formType].groups.flatMap((group) => group.fields);
  return pageErrors(fields, { values })[0]?.message ?? null;
}

function inboxMessage(formType: FormType, values: Record<string, string>): string | null {
  const verdict = inboxVerdict(formType, values);
  // The inbox names the field after the message for API clients: "… (phone)."
  return verdict.ok ? null : verdict.message.replace(/ \([a-z_]+\)\.$/, "");
}

const year = new Date().getFullYear();

describe.each([
  // The measured disagreements of issue 17.
  ["vendor", "phone", "0803.000.0000", "Enter a phone number using only digits, spaces, +, - and brackets"],
  ["vendor", "year_established", "1850", `Year established must be between 1900 and ${year}`],
  ["vendor", "year_established", "1899", `Year established must be between 1900 and ${year}`],
  // Valid values both accept.
  ["vendor", "year_established", "1900", null],
  ["vendor", "year_established", "", null],
  ["quote", "phone", "+234 (0) 803-000-1111", null],
  ["quote", "email", "first.last+tag@sub.example.ng", null],
  ["vendor", "website", "https://www.kestrel.example/about", null],
  ["partner", "partnership_interest", "Service Partnership", null],
  // Issue 45: a Nigerian CAC number or an OHADA country's RCCM number.
  ["vendor", "registration_number", "RC 1234567", null],
  ["vendor", "registration_number", "BN2345678", null],
  ["vendor", "registration_number", "CI-ABJ-2008-B-12345", null],
  ["vendor", "registration_number", "RB/COT/18 B 22000", null],
  // Invalid values both refuse.
  ["vendor", "year_established", String(year + 1), `Year established must be between 1900 and ${year}`],
  ["vendor", "year_established", "208", "Year established must be 4 digits, like 2008"],
  ["quote", "phone", "12 34", "Enter a phone number with at least 7 digits, like +234 803 000 4120"],
  ["quote", "email", "ada@riverline", "Enter an email address in the correct format, like name@example.com"],
  ["vendor", "website", "kestrel.example", "Enter a website address that starts with http:// or https://"],
  ["quote", "service_needed", "Engineering Services", "Select the service you need from the list"],
  ["quote", "first_name", "   ", "Enter your first name"],
  ["vendor", "registration_number", "pending", "Enter your CAC number, like RC 1234567, or your RCCM number, like CI-ABJ-2008-B-12345"],
  ["quote", "last_name", "a".repeat(101), "Last name must be 100 characters or fewer"],
] as const)("%s form, %s = %j", (formType, field, value, message) => {
  const values = { ...VALID[formType], [field]: value };

  it(message === null ? "is accepted by the page and the inbox" : `is refused by both: ${message}`, () => {
    expect(pageVerdict(formType, values)).toBe(message);
    expect(inboxMessage(formType, values)).toBe(message);
  });
});
