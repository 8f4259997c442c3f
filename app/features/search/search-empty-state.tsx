import type { SearchPage } from "~/content/schemas/page-copy";
import { SearchMessage } from "./search-message";
import { SearchSuggestions, type Suggestion } from "./search-suggestions";

/** Shown when nothing matched: what to try next, and the pages most visitors are looking for. */
export function SearchEmptyState({ copy, suggestions }: { copy: SearchPage["empty"]; suggestions: readonly Suggestion[] }) {
  return (
    <SearchMessage id="search-empty-heading" {...copy} className="rounded-card bg-steel-50 p-6 sm:p-8">
      <SearchSuggestions suggestions={suggestions} />
    </SearchMessage>
  );
}
