import { useSyncExternalStore } from "react";
import { getSearchTerm, subscribeToSearchTerm } from "./search-term";

/** The shared search term for React (lib/search-term.ts); empty in prerendered HTML. */
export function useSearchTerm(): string {
  return useSyncExternalStore(subscribeToSearchTerm, getSearchTerm, () => "");
}
