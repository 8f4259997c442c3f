import { certifications } from "~/content/certifications";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored, joinText } from "./text";

/** Each certificate card (certifications.ts). */
export const certificationDocuments: DocumentSource = () =>
  certifications.map((certification) => ({
    id: `certification:${certification.id}`,
    title: certification.name,
    text: joinText(certification.description, `${certification.category}, ${certification.year}`),
    page: pageTitle("certifications"),
    url: anchored(paths.certifications, certification.id),
  }));
