import { managementStructure } from "~/content/management-structure";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored, joinText } from "./text";
import { labelled } from "~/lib/intl";

/** The Management Structure groups (management-structure.ts): Executive Management and Committees. */
export const managementStructureDocuments: DocumentSource = () =>
  managementStructure.map((group) => ({
    id: `structure:${group.id}`,
    title: group.title,
    text: joinText(group.intro, ...group.items.map((item) => labelled(item.title, item.description))),
    page: pageTitle("management"),
    url: anchored(paths.management, group.id),
  }));
