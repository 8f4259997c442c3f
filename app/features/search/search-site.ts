import type MiniSearch from "minisearch";
import type { SearchOptions, SearchResult } from "minisearch";
import type { SearchDocument } from "./search-document";

/**
 * Prefix matching finds "mach" in "machinist"; fuzzy matching (0.2, one typo in five letters)
 * forgives "cranse". Short terms such as "CNC", "ISO" or "AGO" are matched exactly (one typo in
 * three letters would find unrelated words). Single characters ("a", "+") are dropped from the
 * query: as prefixes they would match nearly every page. Titles weigh three times the rest.
 */
export const searchOptions: SearchOptions = {
  processTerm: (term) => (term.length > 1 ? term.toLowerCase() : null),
  prefix: true,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  boost: { title: 3 },
};

export type SearchHit = Pick<SearchDocument, "id" | "title" | "text" | "url"> & {
  /** The document's terms that matched the query, to highlight. */
  terms: ReadonlySet<string>;
};

export type SearchGroup = {
  page: string;
  /** The page's address, without the section anchor. */
  pageUrl: string;
  hits: SearchHit[];
};

export type SearchIndex = MiniSearch<SearchDocument>;

/**
 * The hits for `term`, grouped by page; the group with the best hit comes first. Every word must
 * match when that finds something; otherwise any word may, so a stray word never empties the page.
 */
export function searchSite(index: SearchIndex, term: string): SearchGroup[] {
  const query = term.trim();
  if (!query) return [];
  let results = index.search(query, { ...searchOptions, combineWith: "AND" });
  if (results.length === 0) results = index.search(query, { ...searchOptions, combineWith: "OR" });

  const groups = new Map<string, SearchGroup>();
  for (const result of results) {
    // MiniSearch types stored fields loosely; they are the ones searchIndexOptions stores.
    const { title, text, page, url } = result as SearchResult & Omit<SearchDocument, "id">;
    const pageUrl = url.split(/[?#]/)[0]!;
    let group = groups.get(pageUrl);
    if (!group) {
      group = { page, pageUrl, hits: [] };
      groups.set(pageUrl, group);
    }
    group.hits.push({ id: String(result.id), title, text, url, terms: new Set(result.terms) });
  }
  return [...groups.values()];
}

export function countHits(groups: readonly SearchGroup[]): number {
  return groups.reduce((sum, group) => sum + group.hits.length, 0);
}
