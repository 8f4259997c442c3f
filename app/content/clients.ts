import { ownHalf } from "./language";
import dataFile from "./data/clients.json" with { type: "json" };
import type { Client } from "./schemas/client";

const data = /* @__PURE__ */ ownHalf(dataFile);

// Fictional clients (sample content), edited in data/clients.json (or /admin/). Logos are our own
// wordmarks in public/art/clients/. The build checks the file against its schema (data-files.ts),
// so the cast only restores the literal types.
export const clients: Client[] = (data.clients as Omit<Client, "sectorLabel">[]).map((client) => ({
  ...client,
  sectorLabel: data.sectors[client.sector],
}));

/** The 10 clients of the home page's logo strip. */
export const featuredClients: Client[] = clients.filter((client) => client.featured);
