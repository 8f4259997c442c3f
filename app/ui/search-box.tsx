import { Search } from "lucide-react";
import { paths } from "~/lib/paths";

type SearchBoxProps = {
  /** Two boxes share a page (header and mobile menu): each needs its own field id. */
  id: string;
  /** Its words (content's site labels): the form's name, the blank-box hint, the placeholder, the button's name. */
  labels: { formLabel: string; hint: string; placeholder: string; button: string };
  className?: string;
};

/**
 * Spec §4: submitting non-empty trimmed text stores the term, clears the box and opens /search.
 * A plain GET form: the browser navigates to /search?q=… and the new page starts with an empty box.
 * The enhancement script (app/enhance/search-term.ts) trims and stores the term; without it the
 * browser's own check refuses blank text.
 */
export function SearchBox({ id, labels, className = "" }: SearchBoxProps) {
  return (
    <form role="search" action={paths.search} method="get" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {labels.formLabel}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        pattern=".*\S.*"
        title={labels.hint}
        placeholder={labels.placeholder}
        autoComplete="off"
        className="h-11 w-full rounded-full border border-steel-300 bg-steel-50 pr-12 pl-4 text-sm text-navy-900 placeholder:text-steel-600 focus:border-navy-600 focus:bg-white"
      />
      <button
        type="submit"
        className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-navy-800 text-white hover:bg-navy-700"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">{labels.button}</span>
      </button>
    </form>
  );
}
