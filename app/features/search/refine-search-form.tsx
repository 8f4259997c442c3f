import { Search } from "lucide-react";
import { useId, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { paths, searchPath } from "~/lib/paths";
import { setSearchTerm } from "~/lib/search-store";
import { buttonClass } from "~/ui/button-link";

/**
 * The results page's own search field, prefilled with the current term. A real GET form on
 * /search, so it works before hydration; afterwards it navigates, so the URL stays the source of
 * truth. Blank text does nothing (spec §5).
 */
export function RefineSearchForm({ term }: { term: string }) {
  const navigate = useNavigate();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (!next) return;
    setSearchTerm(next);
    navigate(searchPath(next));
  }

  return (
    <form role="search" aria-label="Refine your search" action={paths.search} method="get" onSubmit={submit}>
      <label htmlFor={inputId} className="block text-sm font-bold text-navy-900">
        Search terms
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        {/* Keyed by the term: a new search in the URL refills the field. */}
        <input
          key={term}
          id={inputId}
          name="q"
          type="search"
          defaultValue={term}
          required
          autoComplete="off"
          placeholder="e.g. tank farm, CNC, ISO 45001"
          className="h-12 w-full rounded-full border border-steel-300 bg-white px-5 text-base text-navy-900 placeholder:text-steel-600 focus:border-navy-600"
        />
        <button type="submit" className={buttonClass("secondary", "h-12 shrink-0")}>
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
      </div>
    </form>
  );
}
