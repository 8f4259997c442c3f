import { Search } from "lucide-react";
import { useId } from "react";
import type { SearchPage } from "~/content/schemas/page-copy";
import { siteLabels } from "~/content/site-labels";
import { paths } from "~/lib/paths";
import { buttonClass } from "~/ui/button-link";

/**
 * The results page's own search field, prefilled with the current term. A plain GET form, like the
 * header's search box: the URL stays the source of truth, and the enhancement script stores the
 * trimmed term and ignores blank text (spec §5).
 */
export function RefineSearchForm({ copy, term }: { copy: SearchPage["refine"]; term: string }) {
  const inputId = useId();

  return (
    <form role="search" aria-label={copy.formLabel} action={paths.search} method="get">
      <label htmlFor={inputId} className="block text-sm font-bold text-navy-900">
        {copy.label}
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
          pattern=".*\S.*"
          title={siteLabels.search.hint}
          autoComplete="off"
          placeholder={copy.placeholder}
          className="h-12 w-full rounded-full border border-steel-300 bg-white px-5 text-base text-navy-900 placeholder:text-steel-600 focus:border-navy-600"
        />
        <button type="submit" className={buttonClass("secondary", "h-12 shrink-0")}>
          <Search aria-hidden="true" className="size-4" />
          {copy.button}
        </button>
      </div>
    </form>
  );
}
