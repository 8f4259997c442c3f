import { describe, expect, it, vi } from "vitest";
import { enquiryForms } from "~/content/enquiry-forms";
import { validateEnquiry } from "./validate";

const fieldsOf = (formType: keyof typeof enquiryForms) => enquiryForms[formType].groups.flatMap((group) => group.fields);
const today = new Date("2026-06-15T12:00:00Z");

const validVendor = {
  company_name: "Kestrel Supplies Ltd",
  registration_number: "RC 1234567",
  year_established: "2008",
  number_of_employees: "11-50",
  company_address: "4 Wharf Road, Apapa, Lagos",
  contact_person: "Ngozi Eze",
  position: "Sales Manager",
  email: "ngozi@kestrel.example",
  phone: "+234 (0) 803-000-1111",
  website: "https://www.kestrel.example",
  vendor_category: "hse-services",
  products_services_description: "Gas detectors and PPE",
  certifications: "",
  previous_experience: "",
  attachments: "yes",
};

describe("validateEnquiry", () => {
  it("asks for every required quote field, in form order, and nothing else", () => {
    const errors = validateEnquiry(fieldsOf("quote"), { values: {}, today });
    expect(errors).toEqual([
      { name: "first_name", message: "Enter your first name" },
      { name: "last_name", message: "Enter your last name" },
      { name: "email", message: "Enter your email address" },
      { name: "phone", message: "Enter your phone number" },
      { name: "company", message: "Enter your company's name" },
      { name: "service_needed", message: "Select the service you need" },
      { name: "project_brief", message: "Enter a short brief of your project" },
    ]);
  });

  it("treats whitespace as empty", () => {
    const errors = validateEnquiry(fieldsOf("partner"), { values: { industry: "   " }, today });
    expect(errors.map((error) => error.name)).toContain("industry");
  });

  it("requires all eight partnership fields", () => {
    expect(validateEnquiry(fieldsOf("partner"), { values: {}, today })).toHaveLength(8);
  });

  it("passes a complete vendor registration, and one with the optional fields left empty", () => {
    expect(validateEnquiry(fieldsOf("vendor"), { values: validVendor, today })).toEqual([]);
    const minimal = { ...validVendor, year_established: "", number_of_employees: "", website: "", attachments: "" };
    expect(validateEnquiry(fieldsOf("vendor"), { values: minimal, today })).toEqual([]);
  });

  it("checks the formats of filled-in optional fields", () => {
    const values = { ...validVendor, year_established: "1850", website: "kestrel.example", email: "ngozi", phone: "12 34" };
    expect(validateEnquiry(fieldsOf("vendor"), { values, today })).toEqual([
      { name: "year_established", message: "Year established must be between 1900 and 2026" },
      { name: "website", message: "Enter a website address that starts with http:// or https://" },
      { name: "email", message: "Enter an email address in the correct format, like name@example.com" },
      { name: "phone", message: "Enter a phone number with at least 7 digits, like +234 803 000 4120" },
    ]);
  });

  it("says which characters a phone number may use", () => {
    const errors = validateEnquiry(fieldsOf("vendor"), { values: { ...validVendor, phone: "0803 000 4120 ext. 5" }, today });
    expect(errors).toEqual([{ name: "phone", message: "Enter a phone number using only digits, spaces, +, - and brackets" }]);
  });

  it("reports a year the browser could not read, though its value is empty", () => {
    const values = { ...validVendor, year_established: "" };
    const errors = validateEnquiry(fieldsOf("vendor"), { values, badInput: new Set(["year_established"]), today });
    expect(errors).toEqual([{ name: "year_established", message: "Year established must be 4 digits, like 2008" }]);
  });
});

describe("in the French build", () => {
  it("labels and checks the form in French, with the same option values", async () => {
    vi.stubEnv("VITE_SITE_LANG", "fr");
    vi.resetModules();
    try {
      const { enquiryForms: french } = await import("~/content/enquiry-forms");
      const { validateEnquiry: validateFrench } = await import("./validate");
      const fields = french.vendor.groups.flatMap((group) => group.fields);
      expect(fields.find((field) => field.name === "company_name")?.label).toBe("Nom de la société");
      expect(fields.find((field) => field.name === "vendor_category")?.options?.find((o) => o.value === "hse-services")?.label).toBe(
        "Services HSE",
      );
      const errors = validateFrench(fields, { values: { ...validVendor, company_name: " ", email: "ngozi@" }, today });
      expect(errors).toEqual([
        { name: "company_name", message: "Indiquez le nom de votre société" },
        { name: "email", message: "Indiquez une adresse e-mail valide, par exemple nom@exemple.com" },
      ]);
      expect(validateFrench(fields, { values: validVendor, today })).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
