import type { Page } from "@playwright/test";
import { enquiryForms } from "../../../app/content/enquiry-forms";
import type { FormType } from "../../../contract/enquiry-fields";
import { paths } from "../../../contract/site-paths";

/**
 * A visitor's answers to each enquiry form (the required fields; the partner form has no optional
 * ones), found by label as a person finds them. `company` is the answer the test looks for later:
 * the e-mail subject, or a marker in the inbox.
 */
const answers: Record<FormType, (page: Page, company: string) => Promise<void>> = {
  quote: async (page, company) => {
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Obi");
    await page.getByLabel("Email address").fill("ada@riverline.example");
    await page.getByLabel("Phone number").fill("+234 803 000 1111");
    await page.getByLabel("Company").fill(company);
    await page.getByLabel("Service needed").selectOption({ label: "Operations & Maintenance" });
    await page.getByLabel("Project brief").fill("Inspection and repair of two 30 million litre tanks in Apapa.");
  },
  vendor: async (page, company) => {
    await page.getByLabel("Company name").fill(company);
    await page.getByLabel("Registration number").fill("RC 765432");
    await page.getByLabel("Company address").fill("4 Wharf Road, Apapa, Lagos");
    await page.getByLabel("Contact person").fill("Bola Ade");
    await page.getByLabel("Position").fill("Sales Lead");
    await page.getByLabel("Email address").fill("bola@valves.example");
    await page.getByLabel("Phone number").fill("0803 000 2222");
    await page.getByLabel("Vendor category").selectOption({ label: "Equipment Supply" });
    await page.getByLabel(/Products/).fill("Gate and ball valves to API 6D.");
  },
  partner: async (page, company) => {
    await page.getByLabel("Company name").fill(company);
    await page.getByLabel("Industry").fill("Gas processing");
    await page.getByLabel("Contact person").fill("Ifeoma Okafor");
    await page.getByLabel("Position").fill("Director");
    await page.getByLabel("Email address").fill("ifeoma@harmattan.example");
    await page.getByLabel("Phone number").fill("0809 000 1234");
    await page.getByLabel("Partnership interest").selectOption({ label: "Technology Partnership" });
    await page.getByLabel("Message").fill("We build compressor packages and want a local partner.");
  },
};

/** Each form as a visitor meets it: its address, the form's name (its heading), its button, its success message, and how to fill it. */
function form(formType: FormType, company: string) {
  const content = enquiryForms[formType];
  return {
    path: paths[formType],
    formName: content.heading,
    submit: content.submitLabel,
    success: content.successMessage,
    fill: (page: Page, answer = company) => answers[formType](page, answer),
  };
}

export const quote = form("quote", "Riverline Storage");
export const vendor = form("vendor", "Kestrel Supplies Ltd");
export const partner = form("partner", "Harmattan Gas");
