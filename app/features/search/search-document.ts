import type { Options } from "minisearch";
import type { WordForms } from "./word-forms/word-forms";

/** One findable thing on the site: a page, a service, a project, a job, a leader… */
export type SearchDocument = {
  /** Unique across the index, e.g. "project:calabar-tank-farm". */
  id: string;
  /** The hit's heading in the results. */
  title: string;
  /** Everything else that should find it; the results' snippet is cut from it. */
  text: string;
  /** The title of the page the hit is on: results are grouped under it. */
  page: string;
  /** Where the hit lives: the page, plus `#anchor` of its section or card where the page has one. */
  url: string;
};

/** What a content module contributes to the index: its entries mapped to documents. */
export type DocumentSource = () => SearchDocument[];

/**
 * The MiniSearch options shared by the build (which serializes the index) and the browser (which
 * loads it): MiniSearch.loadJSON must be given the same fields and word forms as the index was
 * built with, and the query takes the same forms. Only what a result shows is stored; `id` is
 * stored by MiniSearch itself.
 */
export const searchIndexOptions = (wordForms: WordForms) =>
  ({
    fields: ["title", "text"],
    storeFields: ["title", "text", "page", "url"],
    // Single characters ("a", "+", the "l" of "l’usine") are neither indexed nor searched: as
    // prefixes they would match nearly every page.
    processTerm: (word: string) => (word.length > 1 ? wordForms(word) : null),
  }) satisfies Options<SearchDocument>;
