import { gzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { splitLocalPath } from "../../../contract/languages";

// The French build's index, from the French halves of the content: content modules and the
// build's paths read the language once, when first imported, so this file's are French.
vi.hoisted(() => vi.stubEnv("VITE_SITE_LANG", "fr"));

const { buildSearchIndex, loadedSearchIndex, searchDocuments } = await import("./build-search-index");
const { searchSite } = await import("./search-site");

const documents = searchDocuments();
const index = loadedSearchIndex();
const urls = (term: string) => searchSite(index, term).flatMap((group) => group.hits.map((hit) => hit.url));

describe("the French search index", () => {
  it("holds French pages only, and stays within 50 KB gzip", () => {
    expect(documents.filter((doc) => splitLocalPath(doc.url.split(/[?#]/)[0]!).language !== "fr").map((doc) => doc.url)).toEqual([]);
    expect(gzipSync(JSON.stringify(buildSearchIndex()), { level: 9 }).length).toBeLessThanOrEqual(50 * 1024);
  });

  it("is built from the French text", () => {
    expect(documents.map((doc) => doc.text).join(" ")).toContain("soudeurs");
    expect(documents.map((doc) => doc.text).join(" ")).not.toMatch(/\bwelders\b/i);
  });

  it.each([
    // Another form of the word.
    ["soudeurs", "/fr/services/fabrication-yard"],
    ["soudeur", "/fr/services/fabrication-yard"],
    ["réservoir", "/fr/services/fabrication"],
    // Without its accents.
    ["reservoirs", "/fr/services/fabrication"],
    ["ingenierie", "/fr/services/engineering"],
    // As the search page suggests.
    ["parc de stockage", "/fr/projects"],
    ["usineur", "/fr/careers"],
  ])("“%s” finds %s", (term, page) => {
    expect(
      urls(term)
        .map((url) => url.split(/[?#]/)[0])
        .slice(0, 5),
    ).toContain(page);
  });

  it("finds every document by its title", () => {
    for (const doc of documents) {
      const ids = searchSite(index, doc.title).flatMap((group) => group.hits.map((hit) => hit.id));
      expect(ids.slice(0, 8), `“${doc.title}”`).toContain(doc.id);
    }
  });
});
