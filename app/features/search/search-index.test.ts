import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { leaders } from "~/content/leaders";
import { offices } from "~/content/offices";
import { services } from "~/content/services";
import { pages } from "~/content/pages";
import { prerenderPaths } from "~/content/site-map";
import { buildSearchIndex, loadedSearchIndex, searchDocuments } from "./build-search-index";
import { documentSources } from "./document-sources";
import { searchSite } from "./search-site";

const serialized = JSON.stringify(buildSearchIndex());
// The browser's view of the index: serialized at build time, loaded with MiniSearch.loadJSON.
const index = loadedSearchIndex();
const documents = searchDocuments();

function urls(term: string): string[] {
  return searchSite(index, term).flatMap((group) => group.hits.map((hit) => hit.url));
}

function topUrls(term: string, count = 3): string[] {
  return urls(term).slice(0, count);
}

describe("the search index", () => {
  it("stays within 50 KB gzip", () => {
    expect(gzipSync(serialized, { level: 9 }).length).toBeLessThanOrEqual(50 * 1024);
  });

  it("gets documents from every source, with unique ids and links to prerendered pages", () => {
    for (const source of documentSources) expect(source().length, source.name).toBeGreaterThan(0);
    expect(new Set(documents.map((doc) => doc.id)).size).toBe(documents.length);
    for (const doc of documents) {
      expect(prerenderPaths, doc.id).toContain(doc.url.split(/[?#]/)[0]);
      expect(doc.title.length, doc.id).toBeGreaterThan(2);
      expect(doc.text.length, doc.id).toBeGreaterThan(10);
    }
  });

  it("stores only what a result shows", () => {
    const [hit] = index.documents.search("crane");
    expect(
      Object.keys(hit!)
        .filter((key) => !["id", "score", "terms", "queryTerms", "match"].includes(key))
        .sort(),
    ).toEqual(["page", "text", "title", "url"]);
  });

  it("finds every document by its title", () => {
    for (const source of documentSources) {
      for (const doc of source()) {
        const ids = searchSite(index, doc.title).flatMap((group) => group.hits.map((hit) => hit.id));
        expect(ids.slice(0, 8), `${source.name}: “${doc.title}”`).toContain(doc.id);
      }
    }
  });
});

describe("what visitors type lands on the right page", () => {
  // A leader of the content, by the words of their position: the last one ("Company Secretary").
  const secretary = leaders.at(-1)!;
  // An office other than the head office, by its town (the address line before the state): "Port Harcourt".
  const branch = offices[1]!;
  // The service whose page lists the trade code LPFO (petroleum products trading), whatever its id.
  const lpfo = services.find((service) => JSON.stringify(service).includes("LPFO"))!;

  it.each([
    // The examples.
    ["crane", "/services/fabrication-yard#overhead-cranes"],
    ["machinist", "/careers#manual-machinist"],
    ["tank farm", "/projects#calabar-tank-farm"],
    ["tank farm", "/projects#apapa-tank-farm"],
    ["ISO 45001", "/about/certifications#iso-45001"],
    ["Warri", "/careers#assistant-depot-operations-supervisor"],
    ["CNC", "/careers#cnc-operator"],
    ["CNC", "/services/fabrication-yard#cnc-machine-shop"],
    [branch.address.at(-2)!, `/contact?office=${branch.id}#offices`],
    // One query per content type.
    ["vendor ID", "/contact/vendor"],
    ["loading gantry", "/#welcome"],
    ["LPFO", `/services/${lpfo.id}`],
    ["375 cfm", "/services/fabrication-yard#yard-highlights"],
    ["refinery", "/projects#modular-refinery"],
    ["Performance Recognition", "/careers#why-work-with-us"],
    [secretary.position, `/about/management#${secretary.id}`],
    ["committees", "/about/management#committees"],
    ["Digital Innovation", "/about/history#digital-innovation"],
    ["COREN licence", "/about/certifications#coren-licence"],
    ["mission", "/about/who-we-are#mission"],
    ["instrumentation", "/about/gallery#instrumentation"],
    ["Riverline", "/about/clients#riverline-storage"],
    ["HSE Services", "/contact/vendor"],
  ])("“%s” → %s", (term, url) => {
    expect(topUrls(term)).toContain(url);
  });

  it("finds a leader by position", () => {
    const [first] = searchSite(index, secretary.position);
    expect(first?.hits[0]?.title).toBe(`${secretary.name}, ${secretary.position}`);
  });

  it("forgives a typo and finds a word from its beginning", () => {
    expect(topUrls("machinsit")).toContain("/careers#manual-machinist");
    expect(urls("fabricat")).toEqual(expect.arrayContaining(["/services/fabrication", "/services/fabrication-yard"]));
    expect(topUrls("refin", 1)).toEqual(["/projects#modular-refinery"]);
  });

  it("groups hits under the title of their page", () => {
    const [first] = searchSite(index, "machinist");
    expect(first).toMatchObject({ page: pages.careers.title, pageUrl: "/careers" });
  });
});
