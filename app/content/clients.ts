import data from "./data/clients.json" with { type: "json" };
import type { Client } from "./schemas/client";

// Fictional clients (sample content), edited in data/clients.json (or /admin/). Logos are our own
// wordmarks in public/art/clients/. The build checks the file against its schema (data-files.ts),
// so the cast only restores the literal types.
export const clients = data.clients as Client[];

/** The 10 clients of the home page's logo strip. */
export const featuredClients: Client[] = clients.filter((client) => client.featured);
