import { describe, expect, it } from "vitest";
import {
  NUMBER_OF_EMPLOYEES_OPTIONS,
  PARTNERSHIP_INTEREST_OPTIONS,
  SERVICE_NEEDED_OPTIONS,
  VENDOR_CATEGORY_OPTIONS,
} from "../../server/inbox/form-rules";
import { enquiryForms, toOptionValue } from "./enquiry-forms";
import { enquiryFormsSchema } from "./schemas/enquiry-form";

function optionValues(formType: keyof typeof enquiryForms, name: string): string[] {
  const field = enquiryForms[formType].groups.flatMap((group) => group.fields).find((f) => f.name === name);
  if (field?.kind !== "select") throw new Error(`${name} is not a select`);
  return field.options.map((option) => option.value);
}

describe("toOptionValue", () => {
  it.each([
    ["Operations & Maintenance", "operations-maintenance"],
    ["HSE Services", "hse-services"],
    ["Logistics & Transportation", "logistics-transportation"],
    ["Construction & Installation", "construction-installation"],
    ["  Odd -- Spacing / Here!  ", "odd-spacing-here"],
  ])("%s → %s", (label, value) => {
    expect(toOptionValue(label)).toBe(value);
  });
});

describe("enquiry form options", () => {
  // The local inbox checks submissions against its own lists: both must agree value for value.
  it("submit exactly the values the inbox accepts", () => {
    expect(optionValues("quote", "service_needed")).toEqual([...SERVICE_NEEDED_OPTIONS]);
    expect(optionValues("vendor", "vendor_category")).toEqual([...VENDOR_CATEGORY_OPTIONS]);
    expect(optionValues("vendor", "number_of_employees")).toEqual([...NUMBER_OF_EMPLOYEES_OPTIONS]);
    expect(optionValues("partner", "partnership_interest")).toEqual([...PARTNERSHIP_INTEREST_OPTIONS]);
  });

  it("are validated against the spec's field names", () => {
    const renamed = structuredClone(enquiryForms);
    renamed.partner.groups[0]!.fields[0]!.name = "company";
    expect(enquiryFormsSchema.safeParse(enquiryForms).success).toBe(true);
    expect(enquiryFormsSchema.safeParse(renamed).success).toBe(false);
  });

  it("are validated against the spec's success messages", () => {
    const changed = structuredClone(enquiryForms);
    changed.vendor.successMessage = "Thanks!";
    expect(enquiryFormsSchema.safeParse(changed).success).toBe(false);
  });
});
