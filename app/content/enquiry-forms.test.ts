import { describe, expect, it } from "vitest";
import { FORM_TYPES } from "../../contract/enquiry-fields";
import { formRules } from "../../contract/enquiry-words";
import { enquiryRules } from "./enquiry-words";
import { enquiryCopy, enquiryForms, enquiryMessages, formContent } from "./enquiry-forms";
import { enquiryCopySchema, enquiryMessagesSchema } from "./schemas/enquiry-form";

describe("enquiry forms", () => {
  it.each(FORM_TYPES)("%s: shows each of the contract's fields once, in its order, as the contract says it", (formType) => {
    const fields = enquiryForms[formType].groups.flatMap((group) => group.fields);
    expect(fields.map((field) => field.name)).toEqual(formRules(formType, enquiryRules).map((rule) => rule.name));
    for (const field of fields) expect(field).toMatchObject(enquiryRules[field.name as keyof typeof enquiryRules]);
  });

  it("give a field its shared copy, replaced by the form's own", () => {
    const companyName = (formType: "vendor" | "partner") =>
      enquiryForms[formType].groups.flatMap((group) => group.fields).find((field) => field.name === "company_name");
    expect(companyName("vendor")).toMatchObject({ autoComplete: "organization", width: "full" });
    expect(companyName("partner")).toMatchObject({ autoComplete: "organization", width: "half", hint: "The organisation you represent." });
  });

  it("carry the spam trap where the contract puts it (spec §3: quote and vendor)", () => {
    expect(FORM_TYPES.map((formType) => enquiryForms[formType].botcheck)).toEqual([true, true, false]);
  });

  it("stop when the first group does not start at the form's first field", () => {
    const copy = structuredClone(enquiryCopy);
    copy.forms.quote.groups = { service_needed: "Your project" };
    expect(() => formContent("quote", copy)).toThrow("the quote form's groups must start at its first field, first_name");
  });
});

describe("enquiry copy", () => {
  it("is valid and keyed by the contract's field names", () => {
    expect(enquiryCopySchema.safeParse(enquiryCopy).success).toBe(true);
    const unknown = structuredClone(enquiryCopy);
    (unknown.fields as Record<string, object>).given_name = { width: "half" };
    expect(enquiryCopySchema.safeParse(unknown).success).toBe(false);
    const foreign = structuredClone(enquiryCopy);
    (foreign.forms.partner.subject as { field: string }).field = "company";
    expect(enquiryCopySchema.safeParse(foreign).error?.issues[0]?.message).toBe("not a field of the partner form");
  });

  it("gives every textarea its rows and every select its empty choice", () => {
    const copy = structuredClone(enquiryCopy);
    delete copy.fields.message?.rows;
    delete copy.fields.service_needed?.placeholder;
    expect(enquiryCopySchema.safeParse(copy).error?.issues.map((issue) => issue.message)).toEqual([
      "a select needs a placeholder",
      "a textarea needs rows",
    ]);
  });

  it("says what spec §8 gives word for word", () => {
    expect(enquiryMessagesSchema.safeParse(enquiryMessages).success).toBe(true);
    expect(enquiryMessages.refusedFallback).toBe("Something went wrong!");
    expect(FORM_TYPES.map((formType) => enquiryForms[formType].successMessage)).toEqual([
      "Thank you! Your request was submitted successfully.",
      "Thank you! Your registration was submitted successfully.",
      "Thank you! Your partnership request was submitted successfully.",
    ]);
  });
});
