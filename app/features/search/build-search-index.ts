import MiniSearch from "minisearch";
import { documentSources } from "./document-sources";
import { searchIndexOptions, type SearchDocument } from "./search-document";

/** Every document of the site, from every content module. */
export function searchDocuments(): SearchDocument[] {
  return documentSources.flatMap((source) => source());
}

/**
 * The site's index. Build time only (the search-index.json resource route and the tests): the
 * browser loads the serialized index with MiniSearch.loadJSON instead of the content modules.
 */
export function buildSearchIndex(documents: readonly SearchDocument[] = searchDocuments()): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(searchIndexOptions);
  index.addAll(documents);
  return index;
}
