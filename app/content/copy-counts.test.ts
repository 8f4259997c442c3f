import { describe, expect, it } from "vitest";
import { company } from "./company";
import { companyProfile } from "./company-profile";
import { countWord, fillCount, fillCounts, listWords } from "./copy-counts";
import { homeSections } from "./home";
import { pages } from "./pages";
import { serviceCopy, services } from "./services";
import { servicesOverview } from "./services-overview";

describe("counts in copy", () => {
  it("spells counts as copy writes them", () => {
    expect([0, 7, 12, 13, 20, 25, 99, 140].map((n) => countWord(n, "en"))).toEqual([
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

  it("spells counts in French, with the traditional et, -dix and quatre-vingts", () => {
    const words = Object.fromEntries(
      [0, 1, 7, 16, 17, 21, 22, 31, 60, 61, 70, 71, 72, 77, 80, 81, 90, 91, 99, 140].map((n) => [n, countWord(n, "fr")]),
    );
    expect(words).toEqual({
      0: "zéro",
      1: "un",
      7: "sept",
      16: "seize",
      17: "dix-sept",
      21: "vingt et un",
      22: "vingt-deux",
      31: "trente et un",
      60: "soixante",
      61: "soixante et un",
      70: "soixante-dix",
      71: "soixante et onze",
      72: "soixante-douze",
      77: "soixante-dix-sept",
      80: "quatre-vingts",
      81: "quatre-vingt-un",
      90: "quatre-vingt-dix",
      91: "quatre-vingt-onze",
      99: "quatre-vingt-dix-neuf",
      140: "140",
    });
  });

  it("fills a placeholder in lower case, or capitalised at the start of a sentence, and leaves others alone", () => {
    expect(fillCount("{ServiceCount} service lines; all {officeCount} offices; {service}", { serviceCount: 8, officeCount: 3 }, "en")).toBe(
      "Eight service lines; all three offices; {service}",
    );
    expect(fillCount("{ServiceCount} domaines d’activité ; nos {officeCount} bureaux", { serviceCount: 8, officeCount: 3 }, "fr")).toBe(
      "Huit domaines d’activité ; nos trois bureaux",
    );
    expect(fillCounts({ list: ["{count} reasons"] }, { count: 5 }, "en")).toEqual({ list: ["five reasons"] });
  });

  it("fills the content's placeholders from the data", () => {
    const count = countWord(services.length, "en");
    expect(homeSections.services.lead.toLowerCase()).toContain(`${count} service lines`);
    expect(servicesOverview.cards.eyebrow.toLowerCase()).toBe(`${count} service lines`);
    const capabilities = services.find((service) => service.id === "engineering")!.page.sections[0]!;
    expect(capabilities.kind === "checklist" && capabilities.lead).toBe(
      `Twenty-five services our engineers deliver every year for upstream, midstream and downstream clients, for new facilities and brownfield modifications alike.`,
    );
  });

  it("joins a list for the page's language with the platform's list format, capitalised at the start of a sentence", () => {
    const names = ["engineering", "procurement", "operations and maintenance"];
    expect(fillCount("We deliver {serviceList}.", { serviceList: names })).toBe(
      "We deliver engineering, procurement, and operations and maintenance.",
    );
    expect(fillCount("{ServiceList}.", { serviceList: names.slice(0, 2) })).toBe("Engineering and procurement.");
    expect(fillCount("Nous livrons {serviceList}.", { serviceList: ["ingénierie", "achats", "fabrication"] }, "fr")).toBe(
      "Nous livrons ingénierie, achats et fabrication.",
    );
  });

  it("fills the lists of services in the content from each service's name in a sentence", () => {
    const listed = listWords(services.map((service) => service.proseName));
    expect(serviceCopy.serviceList).toEqual(services.map((service) => service.proseName));
    expect(company.blurb).toContain(`delivering ${listed} to`);
    expect(pages.home.intro).toBe(`Deltaforge Energy delivers ${listed} across Nigeria and West Africa.`);
    expect(companyProfile.overview[1]).toContain(listed);
    expect(listed).toContain("technical manpower, and petroleum products trading");
  });
});
