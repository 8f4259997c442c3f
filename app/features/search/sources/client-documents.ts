import { clients } from "~/content/clients";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored } from "./text";

/** Each client on the clients page (clients.ts). */
export const clientDocuments: DocumentSource = () =>
  clients.map((client) => ({
    id: `client:${client.id}`,
    title: client.name,
    text: `${client.sectorLabel} client of Deltaforge Energy.`,
    page: pageTitle("clients"),
    url: anchored(paths.clients, client.id),
  }));
