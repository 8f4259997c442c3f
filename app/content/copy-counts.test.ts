import { describe, expect, it } from "vitest";
import { countWord, fillCount, fillCounts } from "./copy-counts";
import { homeSections } from "./home";
import { services } from "./services";
import { servicesOverview } from "./services-overview";

describe("counts in copy", () => {
  it("spells counts as copy writes them", () => {
    expect([0, 7, 12, 13, 20, 25, 99, 140].map(countWord)).toEqual([
      "zero",
      "seven",
      "twelve",
      "thirteen",
      "twenty",
      "twenty-five",
      "ninety-nine",
      "140",
    ]);
  });

  it("fills a placeholder in lower case, or capitalised at the start of a sentence, and leaves others alone", () => {
    expect(fillCount("{ServiceCount} service lines; all {officeCount} offices; {service}", { serviceCount: 8, officeCount: 3 })).toBe(
      "Eight service lines; all three offices; {service}",
    );
    expect(fillCounts({ list: ["{count} reasons"] }, { count: 5 })).toEqual({ list: ["five reasons"] });
  });

  it("fills the content's placeholders from the data", () => {
    const count = countWord(services.length);
    expect(homeSections.services.lead.toLowerCase()).toContain(`${count} service lines`);
    expect(servicesOverview.cards.eyebrow.toLowerCase()).toBe(`${count} service lines`);
    const capabilities = services.find((service) => service.id === "engineering")!.page.sections[0]!;
    expect(capabilities.kind === "checklist" && capabilities.lead).toBe(
      `Twenty-five services our engineers deliver every year for upstream, midstream and downstream clients, for new facilities and brownfield modifications alike.`,
    );
  });
});
