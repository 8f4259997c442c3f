import { paths } from "~/lib/paths";
import { searchIndexOptions, type SearchDocument } from "./search-document";
import type { SearchIndex } from "./search-site";

let pending: Promise<SearchIndex> | null = null;

async function fetchIndex(): Promise<SearchIndex> {
  // MiniSearch is its own chunk, loaded together with the index and only here.
  const [{ default: MiniSearch }, response] = await Promise.all([
    import("minisearch"),
    // Revalidate: the file keeps its name across deploys, and a stale index would point at old anchors.
    fetch(paths.searchIndex, { cache: "no-cache" }),
  ]);
  if (!response.ok) throw new Error(`The search index answered ${response.status}`);
  return MiniSearch.loadJSON<SearchDocument>(await response.text(), searchIndexOptions);
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
