import { describe, expect, it } from "vitest";
import { enquiryForms } from "./enquiry-forms";
import { enquiryFormsSchema } from "./schemas/enquiry-form";

describe("enquiry form content", () => {
  it("must say what the enquiry contract says about each field", () => {
    const relabelled = structuredClone(enquiryForms);
    relabelled.quote.groups[0]!.fields[0]!.label = "Given name";
    const optional = structuredClone(enquiryForms);
    optional.partner.groups[0]!.fields[0]!.required = false;
    expect(enquiryFormsSchema.safeParse(relabelled).error?.issues[0]?.message).toBe("first_name.label differs from the enquiry contract");
    expect(enquiryFormsSchema.safeParse(optional).error?.issues[0]?.message).toBe(
      "company_name.required differs from the enquiry contract",
    );
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
