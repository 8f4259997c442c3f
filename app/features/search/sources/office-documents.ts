import { officeHours, offices } from "~/content/offices";
import { contactCopy } from "~/content/page-copy";
import { siteLabels } from "~/content/site-labels";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored, joinText } from "./text";
import { labelled } from "~/lib/intl";

/**
 * The contact page (offices.ts): each office opens with that office selected (`?office=`, the
 * page's shareable choice) at the offices section, and the office hours at theirs.
 */
export const officeDocuments: DocumentSource = () => [
  ...offices.map((office) => ({
    id: `office:${office.id}`,
    title: office.name,
    // The labels the contact page shows beside each number (contact-page.json), so an edit reaches both.
    text: joinText(
      office.address.join(", "),
      labelled(contactCopy.office.phone, office.phone),
      labelled(contactCopy.office.email, office.email),
    ),
    page: pageTitle("contact"),
    url: anchored(`${paths.contact}?${new URLSearchParams({ office: office.id })}`, "offices"),
  })),
  {
    id: "office:hours",
    title: siteLabels.searchResults.officeHours,
    text: joinText(...officeHours.map((entry) => labelled(entry.day, entry.hours))),
    page: pageTitle("contact"),
    url: anchored(paths.contact, "office-hours"),
  },
];
