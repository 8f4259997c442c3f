import { benefits } from "~/content/benefits";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored } from "./text";

/** The careers page's benefit cards (benefits.ts), in its "Why work with us" section. */
export const benefitDocuments: DocumentSource = () =>
  benefits.map((benefit) => ({
    id: `benefit:${benefit.id}`,
    title: benefit.title,
    text: benefit.description,
    page: pageTitle("careers"),
    url: anchored(paths.careers, "why-work-with-us"),
  }));
