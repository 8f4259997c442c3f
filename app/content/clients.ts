import type { Client } from "./schemas/client";

// Fictional clients (sample content). Logos are our own wordmarks in public/art/clients/.
const entries: Omit<Client, "logo">[] = [
  { id: "atlantic-basin", name: "Atlantic Basin Petroleum", sector: "Upstream", featured: true },
  { id: "coastline-ep", name: "Coastline Exploration & Production", sector: "Upstream", featured: true },
  { id: "harmattan-gas", name: "Harmattan Gas Company", sector: "Midstream", featured: true },
  { id: "greenwater-refining", name: "Greenwater Refining Company", sector: "Downstream", featured: true },
  { id: "riverline-storage", name: "Riverline Storage Terminals", sector: "Midstream", featured: true },
  { id: "kestrel-completions", name: "Kestrel Completions Services", sector: "Oilfield Services", featured: true },
  { id: "mangrove-wellsite", name: "Mangrove Wellsite Services", sector: "Oilfield Services", featured: true },
  { id: "bightwater-offshore", name: "Bightwater Offshore", sector: "Upstream", featured: true },
  { id: "ironwood-petrochemicals", name: "Ironwood Petrochemicals", sector: "Petrochemicals", featured: true },
  { id: "lagoon-power", name: "Lagoon Power & Infrastructure", sector: "Power & Infrastructure", featured: true },
  { id: "sahelline-midstream", name: "Sahelline Midstream", sector: "Midstream", featured: false },
  { id: "tidemark-marine", name: "Tidemark Marine Logistics", sector: "Oilfield Services", featured: false },
  { id: "palmgrove-pipelines", name: "Palmgrove Pipelines", sector: "Midstream", featured: false },
  { id: "ember-ridge", name: "Ember Ridge Energy", sector: "Upstream", featured: false },
  { id: "ashgrove-lubricants", name: "Ashgrove Lubricants", sector: "Downstream", featured: false },
  { id: "torchwood-drilling", name: "Torchwood Drilling", sector: "Oilfield Services", featured: false },
  { id: "crescent-bay-lng", name: "Crescent Bay LNG", sector: "Midstream", featured: false },
  { id: "obelisk-power", name: "Obelisk Power Systems", sector: "Power & Infrastructure", featured: false },
  { id: "sunbird-infrastructure", name: "Sunbird Infrastructure", sector: "Power & Infrastructure", featured: false },
  { id: "amberline-petroleum", name: "Amberline Petroleum Marketing", sector: "Downstream", featured: false },
  { id: "hawksbill-offshore", name: "Hawksbill Offshore Services", sector: "Oilfield Services", featured: false },
];

export const clients: Client[] = entries.map((entry) => ({ ...entry, logo: `/art/clients/${entry.id}.svg` }));

/** The 10 clients of the home page's logo strip. */
export const featuredClients: Client[] = clients.filter((client) => client.featured);

export function getClient(id: string): Client {
  const client = clients.find((entry) => entry.id === id);
  if (!client) throw new Error(`Unknown client ${id}`);
  return client;
}
