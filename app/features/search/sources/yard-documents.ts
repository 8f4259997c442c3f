import { yard, yardGroups, yardHighlights } from "~/content/yard";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored, joinText } from "./text";

/** The yard page (yard.ts): its intro, each key highlight (the yard facts) and each equipment group. */
export const yardDocuments: DocumentSource = () => [
  {
    id: "yard:intro",
    title: yard.introTitle,
    text: joinText(...yard.intro),
    page: pageTitle("yard"),
    url: anchored(paths.yard, "yard-intro"),
  },
  ...yardHighlights.map((highlight, index) => ({
    id: `yard:highlight-${index + 1}`,
    title: highlight.title,
    text: joinText(highlight.description),
    page: pageTitle("yard"),
    url: anchored(paths.yard, "yard-highlights"),
  })),
  ...yardGroups.map((group) => ({
    id: `yard:${group.slug}`,
    title: group.title,
    text: joinText(group.caption),
    page: pageTitle("yard"),
    url: anchored(paths.yard, group.slug),
  })),
];
