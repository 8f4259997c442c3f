import MiniSearch from "minisearch";
import type { Language } from "../../../contract/languages";
import { siteLanguage } from "~/lib/site-language";
import { documentSources } from "./document-sources";
import { searchIndexOptions, type SearchDocument } from "./search-document";
import type { SearchIndex } from "./search-site";
import { englishWordForms } from "./word-forms/english-word-forms";
import { frenchWordForms } from "./word-forms/french-word-forms";
import type { WordForms } from "./word-forms/word-forms";

/** Every document of the site, from every content module (in the build's language). */
export function searchDocuments(): SearchDocument[] {
  return documentSources.flatMap((source) => source());
}

/** Each language's word forms, for the build (the browser loads only its own: site-word-forms.ts). */
export const wordFormsOf: Record<Language, WordForms> = { en: englishWordForms, fr: frenchWordForms };

/**
 * The site's index, its words in the language's forms. Build time only (the search-index.json
 * resource route and the tests): the browser loads the serialized index with MiniSearch.loadJSON
 * instead of the content modules.
 */
export function buildSearchIndex(
  documents: readonly SearchDocument[] = searchDocuments(),
  language: Language = siteLanguage,
): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(searchIndexOptions(wordFormsOf[language]));
  index.addAll(documents);
  return index;
}

/** For tests: the index as the browser searches it, serialized and loaded again with its word forms. */
export function loadedSearchIndex(
  documents: readonly SearchDocument[] = searchDocuments(),
  language: Language = siteLanguage,
): SearchIndex {
  const wordForms = wordFormsOf[language];
  const serialized = JSON.stringify(buildSearchIndex(documents, language));
  return { documents: MiniSearch.loadJSON<SearchDocument>(serialized, searchIndexOptions(wordForms)), wordForms };
}
