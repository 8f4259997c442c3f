import type { SearchIndexState } from "./use-search-index";

/** The one-line summary the page announces politely: the term and how many results it found. */
export function searchStatus(term: string, state: SearchIndexState["status"], count: number): string {
  if (!term) return "Type a word or two to search the whole site.";
  const quoted = `“${term}”`;
  if (state === "failed") return `The search for ${quoted} could not be completed.`;
  if (state !== "ready") return `Searching for ${quoted}…`;
  if (count === 0) return `No results for ${quoted}`;
  return `${count} ${count === 1 ? "result" : "results"} for ${quoted}`;
}
