import { describe, expect, it } from "vitest";
import { ENQUIRY_FIELDS, FORM_FIELDS, formFieldNames, toOptionValue } from "./enquiry-fields";

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

describe("enquiry fields", () => {
  it("have spec §9's option lists and submitted values", () => {
    const values = (name: "service_needed" | "vendor_category" | "number_of_employees" | "partnership_interest") =>
      ENQUIRY_FIELDS[name].options;
    expect(values("service_needed")).toHaveLength(6);
    expect(values("service_needed")).toContain("operations-maintenance");
    expect(values("vendor_category")).toHaveLength(10);
    expect(values("vendor_category")).toContain("logistics-transportation");
    expect(values("number_of_employees")).toEqual(["1-10", "11-50", "51-200", "201-500", "500+"]);
    expect(values("partnership_interest")).toContain("Strategic Alliance");
  });

  it("are named by the key they are filed under", () => {
    for (const [key, rule] of Object.entries(ENQUIRY_FIELDS)) expect(rule.name).toBe(key);
  });

  it("give each form its rules in display order, without the spam trap", () => {
    expect(FORM_FIELDS.quote).toContain("botcheck");
    expect(formFieldNames("quote")).toEqual(FORM_FIELDS.quote.filter((name) => name !== "botcheck"));
    expect(formFieldNames("partner")).toHaveLength(8);
  });
});
