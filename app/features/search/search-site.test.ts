import { describe, expect, it } from "vitest";
import { loadedSearchIndex } from "./build-search-index";
import type { SearchDocument } from "./search-document";
import { countHits, searchSite } from "./search-site";

const docs: SearchDocument[] = [
  { id: "a", title: "Tank farm upgrade", text: "Forty million litre tank farm in Calabar.", page: "Projects", url: "/projects#a" },
  { id: "b", title: "Storage tanks", text: "Fabrication of storage tanks.", page: "Fabrication", url: "/services/fabrication" },
  { id: "c", title: "Wind farm", text: "A farm of turbines.", page: "Projects", url: "/projects#c" },
  { id: "d", title: "Projects", text: "Our projects page.", page: "Projects", url: "/projects" },
];
const index = loadedSearchIndex(docs, "en");

describe("searchSite", () => {
  it("needs every word to match when some document has them all", () => {
    const groups = searchSite(index, "tank farm");
    expect(groups.flatMap((g) => g.hits.map((h) => h.id))).toEqual(["a"]);
  });

  it("falls back to any word when no document has them all", () => {
    const ids = searchSite(index, "tank turbines").flatMap((g) => g.hits.map((h) => h.id));
    expect(ids).toEqual(expect.arrayContaining(["a", "b", "c"]));
  });

  it("groups hits by page address, best group first, and tells which words matched", () => {
    const groups = searchSite(index, "tank");
    expect(groups.map((g) => g.pageUrl)).toEqual(["/projects", "/services/fabrication"]);
    expect(groups[0]!.page).toBe("Projects");
    expect(countHits(groups)).toBe(2);
    const { matches } = groups[1]!.hits[0]!;
    expect(["Storage", "tanks", "Tanks", "tank"].filter(matches)).toEqual(["tanks", "Tanks"]);
  });

  it.each(["", "   ", "(", "[a-z", ".*+?", "\\", "<script>alert(1)</script>", "a", "((((", "*"])(
    "treats %j as text: no error, no wildcard",
    (term) => {
      expect(() => searchSite(index, term)).not.toThrow();
      expect(countHits(searchSite(index, term))).toBe(0);
    },
  );
});

describe("searchSite in French", () => {
  const french: SearchDocument[] = [
    { id: "yard", title: "Atelier de soudage", text: "Nos soudeurs qualifiés assemblent les tuyauteries.", page: "Parc", url: "/fr/yard" },
    {
      id: "tanks",
      title: "Réservoirs de stockage",
      text: "Fabrication de réservoirs à toit flottant.",
      page: "Services",
      url: "/fr/services",
    },
    { id: "safety", title: "Sécurité", text: "La sécurité d’abord : chacun rentre chez soi.", page: "Valeurs", url: "/fr/about" },
    { id: "jobs", title: "Offres d’emploi", text: "Un soudeur certifié pour le chantier.", page: "Carrières", url: "/fr/careers" },
    {
      id: "qa",
      title: "Contrôle des joints",
      text: "Nous inspectons chaque joint ; son rôle est décisif.",
      page: "Contrôle",
      url: "/fr/quality",
    },
  ];
  const frenchIndex = loadedSearchIndex(french, "fr");
  const ids = (term: string) => searchSite(frenchIndex, term).flatMap((group) => group.hits.map((hit) => hit.id));

  it("finds a word by another of its forms", () => {
    expect(ids("soudeurs")).toEqual(expect.arrayContaining(["yard", "jobs"]));
    expect(ids("soudeur")).toEqual(expect.arrayContaining(["yard", "jobs"]));
    expect(ids("réservoir")).toEqual(["tanks"]);
    // Too far apart for typo forgiveness: only their common stem finds one from the other.
    expect(ids("inspections")).toEqual(["qa"]);
    expect(ids("décisives")).toEqual(["qa"]);
  });

  it("finds accented words typed without accents, and the reverse", () => {
    expect(ids("reservoirs")).toEqual(["tanks"]);
    expect(ids("securite")).toEqual(["safety"]);
    expect(ids("SÉCURITÉ")).toEqual(["safety"]);
    expect(ids("qualifies")).toEqual(["yard"]);
    // Too short for typo forgiveness: only folding finds it.
    expect(ids("role")).toEqual(["qa"]);
  });

  it("finds nothing for a word that is on no page, nor for a single letter", () => {
    expect(ids("grue")).toEqual([]);
    expect(ids("à")).toEqual([]);
    expect(ids("l")).toEqual([]);
  });

  it("marks every form of the word in the hit", () => {
    const hits = searchSite(frenchIndex, "reservoir").flatMap((group) => group.hits);
    expect(["Réservoirs", "réservoirs", "Fabrication", "à"].filter(hits[0]!.matches)).toEqual(["Réservoirs", "réservoirs"]);
  });
});
