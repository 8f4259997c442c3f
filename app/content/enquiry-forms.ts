import type { EnquiryForms, EnquiryMessages } from "./schemas/enquiry-form";

/**
 * The value a form submits for an option label: lowercase, with "&" and every other run of
 * non-alphanumerics collapsed to one hyphen. "Operations & Maintenance" → "operations-maintenance".
 */
export function toOptionValue(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Spec §9: these two lists are submitted as lowercase hyphenated values. */
export const serviceNeededLabels = [
  "Engineering Services",
  "Procurement Services",
  "Construction & Installation",
  "Operations & Maintenance",
  "Technical Manpower Supply",
  "Digital Solutions",
] as const;

export const vendorCategoryLabels = [
  "Engineering Services",
  "Equipment Supply",
  "Construction Services",
  "Maintenance Services",
  "Technical Consultancy",
  "Material Supply",
  "Logistics & Transportation",
  "HSE Services",
  "Manpower Supply",
  "Other Services",
] as const;

/** Spec §9: these two are submitted as they read. */
export const employeeRanges = ["1-10", "11-50", "51-200", "201-500", "500+"] as const;

export const partnershipInterests = [
  "Strategic Alliance",
  "Technology Partnership",
  "Distribution Partnership",
  "Service Partnership",
] as const;

const hyphenated = (labels: readonly string[]) => labels.map((label) => ({ value: toOptionValue(label), label }));
const asWritten = (labels: readonly string[]) => labels.map((label) => ({ value: label, label }));

const email = {
  name: "email",
  label: "Email address",
  kind: "email",
  required: true,
  errorName: "your email address",
  hint: "We reply to this address.",
  autoComplete: "email",
  maxLength: 254,
  width: "half",
} as const;

const phone = {
  name: "phone",
  label: "Phone number",
  kind: "tel",
  required: true,
  errorName: "your phone number",
  hint: "Outside Nigeria? Include the country code.",
  autoComplete: "tel",
  maxLength: 30,
  width: "half",
} as const;

const contactPerson = {
  name: "contact_person",
  label: "Contact person",
  kind: "text",
  required: true,
  errorName: "the name of the contact person",
  autoComplete: "name",
  maxLength: 200,
  width: "half",
} as const;

const position = {
  name: "position",
  label: "Position",
  kind: "text",
  required: true,
  errorName: "the contact person's position",
  autoComplete: "organization-title",
  maxLength: 200,
  width: "half",
} as const;

const companyName = {
  name: "company_name",
  label: "Company name",
  kind: "text",
  required: true,
  errorName: "your company name",
  autoComplete: "organization",
  maxLength: 200,
  width: "full",
} as const;

// The three enquiry forms of spec §3, §5 and §8: field names, labels, rules and copy.
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
            name: "first_name",
            label: "First name",
            kind: "text",
            required: true,
            errorName: "your first name",
            autoComplete: "given-name",
            maxLength: 100,
            width: "half",
          },
          {
            name: "last_name",
            label: "Last name",
            kind: "text",
            required: true,
            errorName: "your last name",
            autoComplete: "family-name",
            maxLength: 100,
            width: "half",
          },
          email,
          phone,
          {
            name: "company",
            label: "Company",
            kind: "text",
            required: true,
            errorName: "your company's name",
            autoComplete: "organization",
            maxLength: 200,
            width: "full",
          },
        ],
      },
      {
        legend: "Your project",
        fields: [
          {
            name: "service_needed",
            label: "Service needed",
            kind: "select",
            required: true,
            errorName: "the service you need",
            placeholder: "Select a service",
            options: hyphenated(serviceNeededLabels),
            width: "full",
          },
          {
            name: "project_brief",
            label: "Project brief",
            kind: "textarea",
            required: true,
            errorName: "a short brief of your project",
            hint: "The scope, site location, timeline and any standards or specifications that apply.",
            rows: 6,
            maxLength: 5000,
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
            name: "registration_number",
            label: "Registration number",
            kind: "text",
            required: true,
            errorName: "your company registration number",
            hint: "Your CAC number, like RC 1234567.",
            maxLength: 50,
            width: "half",
          },
          {
            name: "year_established",
            label: "Year established",
            kind: "year",
            required: false,
            errorName: "the year your company was established",
            hint: "For example, 2008.",
            width: "half",
          },
          {
            name: "number_of_employees",
            label: "Number of employees",
            kind: "select",
            required: false,
            errorName: "the number of employees",
            hint: "Permanent staff and long-term contractors.",
            placeholder: "Select a range",
            options: asWritten(employeeRanges),
            width: "half",
          },
          {
            name: "website",
            label: "Website",
            kind: "url",
            required: false,
            errorName: "your website address",
            hint: "Starting with https://",
            autoComplete: "url",
            maxLength: 2048,
            width: "half",
          },
          {
            name: "company_address",
            label: "Company address",
            kind: "textarea",
            required: true,
            errorName: "your company address",
            autoComplete: "street-address",
            rows: 3,
            maxLength: 1000,
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
            name: "vendor_category",
            label: "Vendor category",
            kind: "select",
            required: true,
            errorName: "your vendor category",
            placeholder: "Select a category",
            options: hyphenated(vendorCategoryLabels),
            width: "full",
          },
          {
            name: "products_services_description",
            label: "Products and services description",
            kind: "textarea",
            required: true,
            errorName: "a description of your products and services",
            hint: "What you supply or do, the brands you represent and where you operate.",
            rows: 5,
            maxLength: 5000,
            width: "full",
          },
          {
            name: "certifications",
            label: "Certifications",
            kind: "textarea",
            required: false,
            errorName: "your certifications",
            hint: "For example ISO 9001:2015, ISO 45001:2018 or industry permits.",
            rows: 3,
            maxLength: 5000,
            width: "full",
          },
          {
            name: "previous_experience",
            label: "Previous experience",
            kind: "textarea",
            required: false,
            errorName: "your previous experience",
            hint: "Similar contracts you have delivered, with the client and the year.",
            rows: 4,
            maxLength: 5000,
            width: "full",
          },
          {
            name: "attachments",
            label: "I can provide supporting documents when asked",
            kind: "checkbox",
            required: false,
            errorName: "whether you can provide documents",
            hint: "Certificate of incorporation, tax clearance and the certificates above. We ask for them during verification.",
            value: "yes",
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
            name: "industry",
            label: "Industry",
            kind: "text",
            required: true,
            errorName: "your industry",
            hint: "Such as oil and gas, power or logistics.",
            maxLength: 200,
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
            name: "partnership_interest",
            label: "Partnership interest",
            kind: "select",
            required: true,
            errorName: "the kind of partnership you are interested in",
            placeholder: "Select a kind of partnership",
            options: asWritten(partnershipInterests),
            width: "full",
          },
          {
            name: "message",
            label: "Message",
            kind: "textarea",
            required: true,
            errorName: "a message about your proposal",
            hint: "How you would like to work with us and what each side brings.",
            rows: 6,
            maxLength: 5000,
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
};
