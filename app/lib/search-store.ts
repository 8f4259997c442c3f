import { useSyncExternalStore } from "react";

// The one shared search term (spec §3). The /search URL is the source of truth on the results page;
// this store carries the term to other pages (the home hero highlights it). It survives reloads
// within the tab through sessionStorage.
const STORAGE_KEY = "deltaforge:search-term";
const listeners = new Set<() => void>();
let term: string | null = null;

function read(): string {
  if (term === null) {
    try {
      term = typeof sessionStorage === "undefined" ? "" : (sessionStorage.getItem(STORAGE_KEY) ?? "");
    } catch {
      term = "";
    }
  }
  return term;
}

export function getSearchTerm(): string {
  return read();
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchTerm(): string {
  return useSyncExternalStore(subscribe, read, () => "");
}

/** For tests: forget the in-memory copy so the next read goes back to storage. */
export function resetSearchStoreForTests(): void {
  term = null;
}
