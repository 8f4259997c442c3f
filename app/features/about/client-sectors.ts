import type { Client } from "~/content/schemas/client";

export type SectorGroup = { sector: Client["sector"]; slug: string; clients: Pick<Client, "id" | "name" | "logo">[] };

/** The clients grouped by sector, sectors in the order they first appear in the list. */
export function groupBySector(clients: readonly Client[]): SectorGroup[] {
  const groups = new Map<Client["sector"], SectorGroup>();
  for (const { id, name, logo, sector } of clients) {
    const group = groups.get(sector) ?? { sector, slug: `sector-${sector.toLowerCase().replace(/[^a-z]+/g, "-")}`, clients: [] };
    group.clients.push({ id, name, logo });
    groups.set(sector, group);
  }
  return [...groups.values()];
}
