import type { SearchPage } from "~/content/schemas/page-copy";
import { countText } from "~/lib/count-text";
import { fill } from "~/lib/fill";
import type { SearchIndexState } from "./use-search-index";

/** The one-line summary the page announces politely: the term and how many results it found. */
export function searchStatus(copy: SearchPage["status"], term: string, state: SearchIndexState["status"], count: number): string {
  if (!term) return copy.idle;
  if (state === "failed") return fill(copy.failed, { term });
  if (state !== "ready") return fill(copy.searching, { term });
  if (count === 0) return fill(copy.none, { term });
  return countText(copy, count, { term });
}
