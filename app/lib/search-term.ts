// The one shared search term (spec §3), framework-free so the enhancement script and React share
// it. The /search URL is the source of truth on the results page; this carries the term to other
// pages (the home hero highlights it). It survives reloads and page loads within the tab through
// sessionStorage.
export const STORAGE_KEY = "deltaforge:search-term";
const listeners = new Set<() => void>();
let term: string | null = null;

export function getSearchTerm(): string {
  if (term === null) {
    try {
      term = typeof sessionStorage === "undefined" ? "" : (sessionStorage.getItem(STORAGE_KEY) ?? "");
    } catch {
      term = "";
    }
  }
  return term;
}

export function setSearchTerm(next: string): void {
  term = next.trim();
  try {
    sessionStorage.setItem(STORAGE_KEY, term);
  } catch {
    // Storage may be full or blocked; the in-memory term still works for this page view.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeToSearchTerm(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget the in-memory copy so the next read goes back to storage. */
export function resetSearchTermForTests(): void {
  term = null;
}
