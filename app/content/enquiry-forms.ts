import { BOTCHECK, ENQUIRY_FIELDS, FORM_FIELDS, FORM_TYPES, type FormType } from "../../contract/enquiry-fields";
import type { EnquiryCopy, EnquiryField, EnquiryForms, EnquiryMessages } from "./schemas/enquiry-form";

// What each kind of partnership means, keyed by the option values of the contract's partnership_interest.
const partnershipKinds: Record<string, string> = {
  "Strategic Alliance": "Bid and deliver large projects together, combining our local presence with your capabilities.",
  "Technology Partnership": "Bring proven equipment, software or processes to Nigerian operators with our engineers.",
  "Distribution Partnership": "Supply your products through our procurement and trading network in Nigeria and West Africa.",
  "Service Partnership": "Offer specialist services alongside ours, from inspection and testing to digital solutions.",
};

/** The partnership kinds beside the partner form: the contract's options, each with what it means. */
function partnershipItems() {
  return ENQUIRY_FIELDS.partnership_interest.options.map(({ value, label }) => {
    const description = partnershipKinds[value];
    if (description === undefined) throw new Error(`enquiry-forms: no description for the partnership kind "${value}"`);
    return { title: label, description };
  });
}

// The copy of the three enquiry forms of spec §3 and §8, keyed by the contract's field names: hints,
// widths and autofill per field, and per form its groups (each starts at the field named), headings
// and asides. What a field is (label, kind, limits, options, messages) is the contract's.
export const enquiryCopy: EnquiryCopy = {
  fields: {
    first_name: { autoComplete: "given-name", width: "half" },
    last_name: { autoComplete: "family-name", width: "half" },
    email: { hint: "We reply to this address.", autoComplete: "email", width: "half" },
    phone: { hint: "Outside Nigeria? Include the country code.", autoComplete: "tel", width: "half" },
    company: { autoComplete: "organization" },
    service_needed: { placeholder: "Select a service" },
    project_brief: { hint: "The scope, site location, timeline and any standards or specifications that apply.", rows: 6 },
    company_name: { autoComplete: "organization" },
    registration_number: { hint: "Your CAC number, like RC 1234567.", width: "half" },
    year_established: { hint: "For example, 2008.", width: "half" },
    number_of_employees: { hint: "Permanent staff and long-term contractors.", placeholder: "Select a range", width: "half" },
    website: { hint: "Starting with https://", autoComplete: "url", width: "half" },
    company_address: { autoComplete: "street-address", rows: 3 },
    contact_person: { autoComplete: "name", width: "half" },
    position: { autoComplete: "organization-title", width: "half" },
    vendor_category: { placeholder: "Select a category" },
    products_services_description: { hint: "What you supply or do, the brands you represent and where you operate.", rows: 5 },
    certifications: { hint: "For example ISO 9001:2015, ISO 45001:2018 or industry permits.", rows: 3 },
    previous_experience: { hint: "Similar contracts you have delivered, with the client and the year.", rows: 4 },
    attachments: {
      hint: "Certificate of incorporation, tax clearance and the certificates above. We ask for them during verification.",
    },
    industry: { hint: "Such as oil and gas, power or logistics.", width: "half" },
    partnership_interest: { placeholder: "Select a kind of partnership" },
    message: { hint: "How you would like to work with us and what each side brings.", rows: 6 },
  },
  forms: {
    quote: {
      heading: "Tell us about your project",
      lead: "Give us the essentials and the engineer who picks up your brief will come back with a detailed proposal.",
      groups: { first_name: "Your details", service_needed: "Your project" },
      submitLabel: "Submit request",
      successMessage: "Thank you! Your request was submitted successfully.",
      subject: { prefix: "New quote request from", field: "company" },
      aside: {
        heading: "What happens next",
        numbered: true,
        items: [
          {
            title: "You send your brief",
            description: "It reaches our business development team straight away, with your contact details.",
          },
          {
            title: "An engineer reviews it",
            description: "The service line that fits your project studies the scope and may call you to clarify it.",
          },
          {
            title: "A detailed proposal within 24-48 hours",
            description: "You receive our technical approach, schedule and commercial offer within 24-48 hours.",
          },
        ],
      },
    },
    vendor: {
      heading: "Vendor registration form",
      lead: "Tell us who you are and what you supply. We use these details to verify your company before approval.",
      groups: { company_name: "Company details", contact_person: "Contact person", vendor_category: "Products and services" },
      submitLabel: "Submit registration",
      successMessage: "Thank you! Your registration was submitted successfully.",
      subject: { prefix: "New vendor registration from", field: "company_name" },
      aside: {
        heading: "How registration works",
        numbered: true,
        items: [
          {
            title: "Submit",
            description: "Send this form with your company, contact and product details. It takes about ten minutes.",
          },
          {
            title: "Verification",
            description: "Our procurement team checks your registration, certifications and experience, and may ask for documents.",
          },
          {
            title: "Approval with a vendor ID",
            description: "Once approved, you receive a vendor ID and join our list of approved suppliers for tenders.",
          },
        ],
      },
    },
    partner: {
      heading: "Partnership request form",
      lead: "Tell us about your organisation and the partnership you have in mind. A member of our leadership team will reply.",
      groups: { company_name: "Your organisation", contact_person: "Contact person", partnership_interest: "Your proposal" },
      fields: { company_name: { hint: "The organisation you represent.", width: "half" } },
      submitLabel: "Send partnership request",
      successMessage: "Thank you! Your partnership request was submitted successfully.",
      subject: { prefix: "New partnership request from", field: "company_name" },
      aside: {
        heading: "Ways to partner",
        numbered: false,
        items: partnershipItems(),
      },
    },
  },
};

/** One form as the page draws it: each of the contract's fields with its copy, in groups, in the contract's order. */
export function formContent(formType: FormType, { fields: sharedCopy, forms }: EnquiryCopy = enquiryCopy): EnquiryForms[FormType] {
  const { groups: legends, fields: ownCopy, ...copy } = forms[formType];
  const groups: EnquiryForms[FormType]["groups"] = [];
  for (const name of FORM_FIELDS[formType]) {
    if (name === BOTCHECK) continue;
    const legend = legends[name];
    if (legend !== undefined) groups.push({ legend, fields: [] });
    const field: EnquiryField = { ...ENQUIRY_FIELDS[name], width: "full", ...sharedCopy[name], ...ownCopy?.[name] };
    const group = groups.at(-1);
    if (!group) throw new Error(`enquiry-forms: the ${formType} form's groups must start at its first field, ${name}`);
    group.fields.push(field);
  }
  return { ...copy, formType, botcheck: (FORM_FIELDS[formType] as readonly string[]).includes(BOTCHECK), groups };
}

export const enquiryForms = Object.fromEntries(FORM_TYPES.map((formType) => [formType, formContent(formType)])) as EnquiryForms;

// What visitors read when a submission fails, and around the form. Spec §8 gives only the refusal fallback.
export const enquiryMessages: EnquiryMessages = {
  refusedFallback: "Something went wrong!",
  network: "We could not reach our enquiry service. Check your internet connection, then try again.",
  timeout: "Our enquiry service took too long to answer, so we stopped waiting. Please try again in a moment.",
  rateLimited: "Too many submissions from your connection. Please wait a minute and try again.",
  serverError: "Our enquiry service has a problem (error {status}). Please try again in a few minutes.",
  invalidResponse:
    "Our enquiry service gave an answer we could not read, so we cannot confirm that your enquiry arrived. Please try again.",
  nextStep: "Your answers are still in the form. If this keeps happening, e-mail them to us at",
  contactHeading: "Prefer to talk to us?",
  contactText: "Call or e-mail our head office in Lagos during office hours, Monday to Saturday.",
  draftSaved: "We save your answers on this device as you type, until you send them.",
  draftRestored: "We restored the answers you typed earlier on this device.",
  privacyNote: "We use your details only to answer this enquiry.",
  privacyLink: "How we handle your personal data",
};
