import { paths } from "~/lib/paths";
import { searchIndexOptions, type SearchDocument } from "./search-document";
import type { SearchIndex } from "./search-site";
import { loadSiteWordForms } from "./word-forms/site-word-forms";

let pending: Promise<SearchIndex> | null = null;

async function fetchIndex(): Promise<SearchIndex> {
  // MiniSearch and the language's word forms are chunks of their own, loaded together with the
  // index and only here.
  const [{ default: MiniSearch }, wordForms, response] = await Promise.all([
    import("minisearch"),
    loadSiteWordForms(),
    // Revalidate: the file keeps its name across deploys, and a stale index would point at old anchors.
    fetch(paths.searchIndex, { cache: "no-cache" }),
  ]);
  if (!response.ok) throw new Error(`The search index answered ${response.status}`);
  // The query takes the word forms the index was built with (MiniSearch's `processTerm`).
  const documents = MiniSearch.loadJSON<SearchDocument>(await response.text(), searchIndexOptions(wordForms));
  return { documents, wordForms };
}

/** The site's search index, fetched once per page view; a failed load is forgotten, so it can be retried. */
export function loadSearchIndex(): Promise<SearchIndex> {
  pending ??= fetchIndex().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** For tests: forget a loaded index. */
export function resetSearchIndexForTests(): void {
  pending = null;
}
