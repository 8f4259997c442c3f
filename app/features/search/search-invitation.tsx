import { SearchSuggestions, type Suggestion } from "./search-suggestions";

/** The page without a term (also its prerendered HTML): what can be searched for. */
export function SearchInvitation({ suggestions }: { suggestions: readonly Suggestion[] }) {
  return (
    <section aria-labelledby="search-invitation-heading" className="mt-10">
      <h2 id="search-invitation-heading" className="text-2xl font-extrabold tracking-tight text-navy-900">
        What are you looking for?
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed text-steel-800">
        Search our services, projects, facilities, people, certifications, offices and current job openings: try a service such as
        “fabrication”, a place such as “Port Harcourt”, a job such as “machinist” or a standard such as “ISO 45001”. Or browse:
      </p>
      <SearchSuggestions suggestions={suggestions} />
    </section>
  );
}
