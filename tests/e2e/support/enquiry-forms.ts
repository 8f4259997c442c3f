import type { Page } from "@playwright/test";
import { enquiryForms } from "../../../app/content/enquiry-forms";
import type { FormType } from "../../../contract/enquiry-fields";
import { paths } from "../../../contract/site-paths";

/** A field's answer: text to type, an option to pick (by its label) or a box to tick. */
export type Answers = Record<string, string | { option: string } | { tick: true }>;

/** Fills each field in turn, found by its label as a person finds it (the record's key). */
export async function fillByLabel(page: Page, answers: Answers): Promise<void> {
  for (const [label, answer] of Object.entries(answers)) {
    const field = page.getByLabel(label);
    if (typeof answer === "string") await field.fill(answer);
    else if ("option" in answer) await field.selectOption({ label: answer.option });
    else await field.check();
  }
}

/**
 * A visitor's answers to each enquiry form (the required fields; the partner form has no optional
 * ones). `company` is the answer the test looks for later: the e-mail subject, or a marker in the inbox.
 */
export const answers: Record<FormType, (company: string) => Answers> = {
  quote: (company) => ({
    "First name": "Ada",
    "Last name": "Obi",
    "Email address": "ada@riverline.example",
    "Phone number": "+234 803 000 1111",
    Company: company,
    "Service needed": { option: "Operations & Maintenance" },
    "Project brief": "Inspection and repair of two 30 million litre tanks in Apapa.",
  }),
  vendor: (company) => ({
    "Company name": company,
    "CAC or RCCM number": "RC 765432",
    "Company address": "4 Wharf Road, Apapa, Lagos",
    "Contact person": "Bola Ade",
    Position: "Sales Lead",
    "Email address": "bola@valves.example",
    "Phone number": "0803 000 2222",
    "Vendor category": { option: "Equipment Supply" },
    "Products and services description": "Gate and ball valves to API 6D.",
  }),
  partner: (company) => ({
    "Company name": company,
    Industry: "Gas processing",
    "Contact person": "Ifeoma Okafor",
    Position: "Director",
    "Email address": "ifeoma@harmattan.example",
    "Phone number": "0809 000 1234",
    "Partnership interest": { option: "Technology Partnership" },
    Message: "We build compressor packages and want a local partner.",
  }),
};

/** Each form as a visitor meets it: its address, the form's name (its heading), its button, its success message, and how to fill it. */
function form(formType: FormType, company: string) {
  const content = enquiryForms[formType];
  return {
    path: paths[formType],
    formName: content.heading,
    submit: content.submitLabel,
    success: content.successMessage,
    fill: (page: Page, answer = company) => fillByLabel(page, answers[formType](answer)),
  };
}

export const quote = form("quote", "Riverline Storage");
export const vendor = form("vendor", "Kestrel Supplies Ltd");
export const partner = form("partner", "Harmattan Gas");
