import { enquiryForms } from "~/content/enquiry-forms";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { joinText } from "./text";
import { labelled } from "~/lib/intl";

const formPages = {
  quote: { path: paths.quote, page: pageTitle("quote") },
  vendor: { path: paths.vendor, page: pageTitle("vendor") },
  partner: { path: paths.partner, page: pageTitle("partner") },
} as const;

/**
 * The three enquiry forms (enquiry-forms.ts): heading, lead, the steps or options beside each
 * form and the choices of its drop-downs.
 */
export const enquiryFormDocuments: DocumentSource = () =>
  Object.entries(formPages).map(([key, { path, page }]) => {
    const form = enquiryForms[key as keyof typeof formPages];
    return {
      id: `form:${key}`,
      title: form.heading,
      text: joinText(
        form.lead,
        form.aside.heading,
        ...form.aside.items.map((item) => labelled(item.title, item.description)),
        ...form.groups.flatMap((group) =>
          group.fields.flatMap((field) =>
            field.kind === "select" ? [labelled(field.label, (field.options ?? []).map((option) => option.label).join(", "))] : [],
          ),
        ),
      ),
      page,
      url: path,
    };
  });
