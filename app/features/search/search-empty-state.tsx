import { SearchSuggestions, type Suggestion } from "./search-suggestions";

/** Shown when nothing matched: what to try next, and the pages most visitors are looking for. */
export function SearchEmptyState({ suggestions }: { suggestions: readonly Suggestion[] }) {
  return (
    <section aria-labelledby="search-empty-heading" className="mt-10 rounded-card bg-steel-50 p-6 sm:p-8">
      <h2 id="search-empty-heading" className="text-2xl font-extrabold tracking-tight text-navy-900">
        Nothing on the site matches that
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed text-steel-800">
        Check the spelling, use fewer or more general words (for example “tank”, “welding” or “Lagos”), or start from one of these pages:
      </p>
      <SearchSuggestions suggestions={suggestions} />
    </section>
  );
}
