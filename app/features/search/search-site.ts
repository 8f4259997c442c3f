import type MiniSearch from "minisearch";
import type { SearchOptions, SearchResult } from "minisearch";
import type { SearchDocument } from "./search-document";
import type { WordForms } from "./word-forms/word-forms";

/**
 * Prefix matching finds "mach" in "machinist"; fuzzy matching (0.2, one typo in five letters)
 * forgives "cranse". Short terms such as "CNC", "ISO" or "AGO" are matched exactly (one typo in
 * three letters would find unrelated words). The query's words take the forms the index was built
 * with (its `processTerm`, the language's word forms). Titles weigh three times the rest.
 */
export const searchOptions: SearchOptions = {
  prefix: true,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  boost: { title: 3 },
};

export type SearchHit = Pick<SearchDocument, "id" | "title" | "text" | "url"> & {
  /** Whether a word of the hit's title or text matched the query, to highlight it. */
  matches: (word: string) => boolean;
};

export type SearchGroup = {
  page: string;
  /** The page's address, without the section anchor. */
  pageUrl: string;
  hits: SearchHit[];
};

/** The loaded index and the word forms it was built with, which the query and the highlighting share. */
export type SearchIndex = { documents: MiniSearch<SearchDocument>; wordForms: WordForms };

/**
 * The hits for `term`, grouped by page; the group with the best hit comes first. Every word must
 * match when that finds something; otherwise any word may, so a stray word never empties the page.
 */
export function searchSite({ documents, wordForms }: SearchIndex, term: string): SearchGroup[] {
  const query = term.trim();
  if (!query) return [];
  let results = documents.search(query, { ...searchOptions, combineWith: "AND" });
  if (results.length === 0) results = documents.search(query, { ...searchOptions, combineWith: "OR" });

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
    // MiniSearch reports the index's forms that matched (prefix and fuzzy variants included): a
    // word is marked when one of its forms is among them.
    const matched = new Set(result.terms);
    const matches = (word: string) => wordForms(word).some((form) => matched.has(form));
    group.hits.push({ id: String(result.id), title, text, url, matches });
  }
  return [...groups.values()];
}

export function countHits(groups: readonly SearchGroup[]): number {
  return groups.reduce((sum, group) => sum + group.hits.length, 0);
}
