import { describe, expect, it } from "vitest";
import { ENQUIRY_FIELDS } from "../../contract/enquiry-fields";
import { isBotcheckTicked, validateEnquiry } from "./form-rules";
import { VALID } from "./fixtures";

describe("form rules", () => {
  it("accepts every option value the contract lists", () => {
    for (const value of ENQUIRY_FIELDS.service_needed.options)
      expect(validateEnquiry("quote", { ...VALID.quote, service_needed: value }).ok).toBe(true);
    for (const value of ENQUIRY_FIELDS.vendor_category.options)
      expect(validateEnquiry("vendor", { ...VALID.vendor, vendor_category: value }).ok).toBe(true);
    for (const value of ENQUIRY_FIELDS.number_of_employees.options)
      expect(validateEnquiry("vendor", { ...VALID.vendor, number_of_employees: value }).ok).toBe(true);
    for (const value of ENQUIRY_FIELDS.partnership_interest.options)
      expect(validateEnquiry("partner", { ...VALID.partner, partnership_interest: value }).ok).toBe(true);
  });

  it("gives the values it checked, normalised: a ticked box as its value, an unticked one and blanks left out", () => {
    for (const v of ["on", "true", "yes", "1", "ON", true]) {
      const r = validateEnquiry("vendor", { ...VALID.vendor, attachments: v });
      expect(r.ok && r.data.attachments).toBe(ENQUIRY_FIELDS.attachments.value);
    }
    const off = validateEnquiry("vendor", { ...VALID.vendor, attachments: "off", year_established: 2004, website: " ", position: " CEO " });
    expect(off.ok && off.data).toMatchObject({ year_established: "2004", position: "CEO" });
    expect(off.ok && Object.keys(off.data)).not.toContain("attachments");
    expect(off.ok && Object.keys(off.data)).not.toContain("website");
  });

  it("names the first bad field in form order after the contract's message", () => {
    expect(validateEnquiry("quote", { ...VALID.quote, email: "x", phone: "" })).toEqual({
      ok: false,
      field: "email",
      message: "Enter an email address in the correct format, like name@example.com (email).",
    });
  });

  it("answers in the language the page posted, naming the same field", () => {
    expect(validateEnquiry("vendor", { ...VALID.vendor, email: "x" }, "fr")).toEqual({
      ok: false,
      field: "email",
      message: "Indiquez une adresse e-mail valide, par exemple nom@exemple.com (email).",
    });
    expect(validateEnquiry("vendor", { ...VALID.vendor, vendor_category: "Logistique et transport" }, "fr")).toMatchObject({
      ok: false,
      message: "Choisissez votre catégorie de fournisseur dans la liste (vendor_category).",
    });
    expect(validateEnquiry("vendor", { ...VALID.vendor, vendor_category: "logistics-transportation" }, "fr").ok).toBe(true);
  });

  it("reads the botcheck trap", () => {
    expect([undefined, "", "false", "off", "0", false].map(isBotcheckTicked)).toEqual([false, false, false, false, false, false]);
    expect(["on", "true", "1", "x", true].map(isBotcheckTicked)).toEqual([true, true, true, true, true]);
  });
});
