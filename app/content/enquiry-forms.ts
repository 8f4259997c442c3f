import { ENQUIRY_FIELDS as rules } from "../../contract/enquiry-fields";
import type { EnquiryForms, EnquiryMessages } from "./schemas/enquiry-form";

const email = {
  ...rules.email,
  hint: "We reply to this address.",
  autoComplete: "email",
  width: "half",
} as const;

const phone = {
  ...rules.phone,
  hint: "Outside Nigeria? Include the country code.",
  autoComplete: "tel",
  width: "half",
} as const;

const contactPerson = {
  ...rules.contact_person,
  autoComplete: "name",
  width: "half",
} as const;

const position = {
  ...rules.position,
  autoComplete: "organization-title",
  width: "half",
} as const;

const companyName = {
  ...rules.company_name,
  autoComplete: "organization",
  width: "full",
} as const;

// The three enquiry forms of spec §3 and §8 as the page shows them: groups, hints and copy around
// the fields, whose names, labels, limits and options are the enquiry contract's.
export const enquiryForms: EnquiryForms = {
  quote: {
    formType: "quote",
    heading: "Tell us about your project",
    lead: "Give us the essentials and the engineer who picks up your brief will come back with a detailed proposal.",
    groups: [
      {
        legend: "Your details",
        fields: [
          {
            ...rules.first_name,
            autoComplete: "given-name",
            width: "half",
          },
          {
            ...rules.last_name,
            autoComplete: "family-name",
            width: "half",
          },
          email,
          phone,
          {
            ...rules.company,
            autoComplete: "organization",
            width: "full",
          },
        ],
      },
      {
        legend: "Your project",
        fields: [
          {
            ...rules.service_needed,
            placeholder: "Select a service",
            width: "full",
          },
          {
            ...rules.project_brief,
            hint: "The scope, site location, timeline and any standards or specifications that apply.",
            rows: 6,
            width: "full",
          },
        ],
      },
    ],
    botcheck: true,
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
    formType: "vendor",
    heading: "Vendor registration form",
    lead: "Tell us who you are and what you supply. We use these details to verify your company before approval.",
    groups: [
      {
        legend: "Company details",
        fields: [
          companyName,
          {
            ...rules.registration_number,
            hint: "Your CAC number, like RC 1234567.",
            width: "half",
          },
          {
            ...rules.year_established,
            hint: "For example, 2008.",
            width: "half",
          },
          {
            ...rules.number_of_employees,
            hint: "Permanent staff and long-term contractors.",
            placeholder: "Select a range",
            width: "half",
          },
          {
            ...rules.website,
            hint: "Starting with https://",
            autoComplete: "url",
            width: "half",
          },
          {
            ...rules.company_address,
            autoComplete: "street-address",
            rows: 3,
            width: "full",
          },
        ],
      },
      {
        legend: "Contact person",
        fields: [contactPerson, position, email, phone],
      },
      {
        legend: "Products and services",
        fields: [
          {
            ...rules.vendor_category,
            placeholder: "Select a category",
            width: "full",
          },
          {
            ...rules.products_services_description,
            hint: "What you supply or do, the brands you represent and where you operate.",
            rows: 5,
            width: "full",
          },
          {
            ...rules.certifications,
            hint: "For example ISO 9001:2015, ISO 45001:2018 or industry permits.",
            rows: 3,
            width: "full",
          },
          {
            ...rules.previous_experience,
            hint: "Similar contracts you have delivered, with the client and the year.",
            rows: 4,
            width: "full",
          },
          {
            ...rules.attachments,
            hint: "Certificate of incorporation, tax clearance and the certificates above. We ask for them during verification.",
            width: "full",
          },
        ],
      },
    ],
    botcheck: true,
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
    formType: "partner",
    heading: "Partnership request form",
    lead: "Tell us about your organisation and the partnership you have in mind. A member of our leadership team will reply.",
    groups: [
      {
        legend: "Your organisation",
        fields: [
          { ...companyName, hint: "The organisation you represent.", width: "half" },
          {
            ...rules.industry,
            hint: "Such as oil and gas, power or logistics.",
            width: "half",
          },
        ],
      },
      {
        legend: "Contact person",
        fields: [contactPerson, position, email, phone],
      },
      {
        legend: "Your proposal",
        fields: [
          {
            ...rules.partnership_interest,
            placeholder: "Select a kind of partnership",
            width: "full",
          },
          {
            ...rules.message,
            hint: "How you would like to work with us and what each side brings.",
            rows: 6,
            width: "full",
          },
        ],
      },
    ],
    botcheck: false,
    submitLabel: "Send partnership request",
    successMessage: "Thank you! Your partnership request was submitted successfully.",
    subject: { prefix: "New partnership request from", field: "company_name" },
    aside: {
      heading: "Ways to partner",
      numbered: false,
      items: [
        {
          title: "Strategic Alliance",
          description: "Bid and deliver large projects together, combining our local presence with your capabilities.",
        },
        {
          title: "Technology Partnership",
          description: "Bring proven equipment, software or processes to Nigerian operators with our engineers.",
        },
        {
          title: "Distribution Partnership",
          description: "Supply your products through our procurement and trading network in Nigeria and West Africa.",
        },
        {
          title: "Service Partnership",
          description: "Offer specialist services alongside ours, from inspection and testing to digital solutions.",
        },
      ],
    },
  },
};

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
