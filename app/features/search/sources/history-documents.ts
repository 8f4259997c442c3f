import { history } from "~/content/history";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored, joinText } from "./text";
import { labelled } from "~/lib/intl";

/** Each timeline entry (history.ts). */
export const historyDocuments: DocumentSource = () =>
  history.map((entry) => ({
    id: `history:${entry.id}`,
    title: entry.year ? labelled(entry.year, entry.title) : entry.title,
    text: joinText(entry.description),
    page: pageTitle("history"),
    url: anchored(paths.history, entry.id),
  }));
