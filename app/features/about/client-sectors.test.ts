import { describe, expect, it } from "vitest";
import { clients } from "~/content/clients";
import { groupBySector } from "./client-sectors";

describe("groupBySector", () => {
  it("puts each of the 21 clients in exactly one sector, in first-seen order, with an anchor slug", () => {
    const groups = groupBySector(clients);
    expect(groups.map((group) => group.sector)).toEqual([
      "Upstream",
      "Midstream",
      "Downstream",
      "Oilfield Services",
      "Petrochemicals",
      "Power & Infrastructure",
    ]);
    expect(groups.flatMap((group) => group.clients.map((client) => client.id)).sort()).toEqual(clients.map((client) => client.id).sort());
    expect(groups.find((group) => group.sector === "Power & Infrastructure")?.slug).toBe("sector-power-infrastructure");
  });
});
