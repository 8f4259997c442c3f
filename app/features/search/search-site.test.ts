import { describe, expect, it } from "vitest";
import { buildSearchIndex } from "./build-search-index";
import type { SearchDocument } from "./search-document";
import { countHits, searchSite } from "./search-site";

const docs: SearchDocument[] = [
  { id: "a", title: "Tank farm upgrade", text: "Forty million litre tank farm in Calabar.", page: "Projects", url: "/projects#a" },
  { id: "b", title: "Storage tanks", text: "Fabrication of storage tanks.", page: "Fabrication", url: "/services/fabrication" },
  { id: "c", title: "Wind farm", text: "A farm of turbines.", page: "Projects", url: "/projects#c" },
  { id: "d", title: "Projects", text: "Our projects page.", page: "Projects", url: "/projects" },
];
const index = buildSearchIndex(docs);

describe("searchSite", () => {
  it("needs every word to match when some document has them all", () => {
    const groups = searchSite(index, "tank farm");
    expect(groups.flatMap((g) => g.hits.map((h) => h.id))).toEqual(["a"]);
  });

  it("falls back to any word when no document has them all", () => {
    const ids = searchSite(index, "tank turbines").flatMap((g) => g.hits.map((h) => h.id));
    expect(ids).toEqual(expect.arrayContaining(["a", "b", "c"]));
  });

  it("groups hits by page address, best group first, and reports the matched terms", () => {
    const groups = searchSite(index, "tank");
    expect(groups.map((g) => g.pageUrl)).toEqual(["/projects", "/services/fabrication"]);
    expect(groups[0]!.page).toBe("Projects");
    expect(countHits(groups)).toBe(2);
    expect([...groups[1]!.hits[0]!.terms]).toEqual(["tanks"]);
  });

  it.each(["", "   ", "(", "[a-z", ".*+?", "\\", "<script>alert(1)</script>", "a", "((((", "*"])(
    "treats %j as text: no error, no wildcard",
    (term) => {
      expect(() => searchSite(index, term)).not.toThrow();
      expect(countHits(searchSite(index, term))).toBe(0);
    },
  );
});
