import { leaders } from "~/content/leaders";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored, joinText } from "./text";

/** Each leader card (leaders.ts) with position and bio. */
export const leaderDocuments: DocumentSource = () =>
  leaders.map((leader) => ({
    id: `leader:${leader.id}`,
    title: `${leader.name}, ${leader.position}`,
    text: joinText(leader.position, leader.bio),
    page: pageTitle("management"),
    url: anchored(paths.management, leader.id),
  }));
