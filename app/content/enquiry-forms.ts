import { ownHalf } from "./language";
import { BOTCHECK, FORM_FIELDS, FORM_TYPES, type FormType } from "../../contract/enquiry-fields";
import { enquiryRules } from "./enquiry-words";
import dataFile from "./data/enquiry-forms.json" with { type: "json" };
import type { EnquiryCopy, EnquiryField, EnquiryForms, EnquiryFormsFile, EnquiryMessages } from "./schemas/enquiry-form";

const data = /* @__PURE__ */ ownHalf(dataFile);

// The copy of the three enquiry forms of spec §3 and §8, edited in data/enquiry-forms.json (or /admin/) and
// keyed by the contract's field names: hints, widths and autofill per field, and per form its groups (each
// starts at the field named), headings and asides. What a field is (label, kind, limits, options, messages)
// is the contract's, in the build's language (enquiry-words.ts). The build checks the file against its schema (data-files.ts), which JSON's types cannot say.
const file = data as EnquiryFormsFile;

/** The partnership kinds beside the partner form: the contract's options, each with what it means. */
function partnershipItems() {
  return (enquiryRules.partnership_interest.options ?? []).map(({ value, label }) => {
    const description = file.partnershipKinds[value];
    if (description === undefined) throw new Error(`enquiry-forms: no description for the partnership kind "${value}"`);
    return { title: label, description };
  });
}

export const enquiryCopy: EnquiryCopy = {
  fields: file.fields,
  forms: {
    quote: file.forms.quote,
    vendor: file.forms.vendor,
    partner: { ...file.forms.partner, aside: { ...file.forms.partner.aside, items: partnershipItems() } },
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
    const field: EnquiryField = { ...enquiryRules[name], width: "full", ...sharedCopy[name], ...ownCopy?.[name] };
    const group = groups.at(-1);
    if (!group) throw new Error(`enquiry-forms: the ${formType} form's groups must start at its first field, ${name}`);
    group.fields.push(field);
  }
  return { ...copy, formType, botcheck: (FORM_FIELDS[formType] as readonly string[]).includes(BOTCHECK), groups };
}

export const enquiryForms = Object.fromEntries(FORM_TYPES.map((formType) => [formType, formContent(formType)])) as EnquiryForms;

// What visitors read when a submission fails, and around the form. Spec §8 gives only the refusal fallback.
export const enquiryMessages: EnquiryMessages = file.messages;
