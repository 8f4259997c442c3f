import type { SearchPage } from "~/content/schemas/page-copy";
import { SearchMessage } from "./search-message";
import { SearchSuggestions, type Suggestion } from "./search-suggestions";

/** The page without a term (also its prerendered HTML): what can be searched for. */
export function SearchInvitation({ copy, suggestions }: { copy: SearchPage["invitation"]; suggestions: readonly Suggestion[] }) {
  return (
    <SearchMessage id="search-invitation-heading" {...copy}>
      <SearchSuggestions suggestions={suggestions} />
    </SearchMessage>
  );
}
