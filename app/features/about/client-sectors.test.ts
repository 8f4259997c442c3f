import { describe, expect, it } from "vitest";
import { clients } from "~/content/clients";
import { groupBySector } from "./client-sectors";

describe("groupBySector", () => {
  it("puts each of the 21 clients in exactly one sector, in first-seen order, with an anchor slug and the sector's name", () => {
    const groups = groupBySector(clients);
    expect(groups.map((group) => group.name)).toEqual([
      "Upstream",
      "Midstream",
      "Downstream",
      "Oilfield Services",
      "Petrochemicals",
      "Power & Infrastructure",
    ]);
    expect(groups.flatMap((group) => group.clients.map((client) => client.id)).sort()).toEqual(clients.map((client) => client.id).sort());
    expect(groups.find((group) => group.sector === "power-infrastructure")?.slug).toBe("sector-power-infrastructure");
  });
});
