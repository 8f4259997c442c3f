import type { Client } from "~/content/schemas/client";

export type SectorGroup = { sector: Client["sector"]; name: string; slug: string; clients: Pick<Client, "id" | "name" | "logo">[] };

/** The clients grouped by sector, sectors in the order they first appear in the list; the anchor is the sector's key, the same in every language. */
export function groupBySector(clients: readonly Client[]): SectorGroup[] {
  const groups = new Map<Client["sector"], SectorGroup>();
  for (const { id, name, logo, sector, sectorLabel } of clients) {
    const group = groups.get(sector) ?? { sector, name: sectorLabel, slug: `sector-${sector}`, clients: [] };
    group.clients.push({ id, name, logo });
    groups.set(sector, group);
  }
  return [...groups.values()];
}
