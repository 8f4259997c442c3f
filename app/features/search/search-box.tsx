import { Search } from "lucide-react";
import { useId, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { searchPath } from "~/lib/paths";
import { setSearchTerm } from "~/lib/search-store";
import { cn } from "~/lib/cn";

type SearchBoxProps = {
  className?: string;
  /** Called after a search was submitted (the mobile menu closes itself). */
  onSearched?: () => void;
};

/**
 * Spec §4: submitting non-empty trimmed text stores the term, clears the box and opens /search.
 * Blank text does nothing. A real GET form, so it also works before hydration; the field is
 * uncontrolled, so text typed before hydration is still there (and submitted) afterwards.
 */
export function SearchBox({ className = "", onSearched }: SearchBoxProps) {
  const navigate = useNavigate();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const term = String(new FormData(form).get("q") ?? "").trim();
    if (!term) return;
    setSearchTerm(term);
    form.reset();
    onSearched?.();
    navigate(searchPath(term));
  }

  return (
    <form role="search" action="/search" method="get" onSubmit={submit} className={cn("relative", className)}>
      <label htmlFor={inputId} className="sr-only">
        Search the site
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        defaultValue=""
        placeholder="Search services, projects, jobs…"
        autoComplete="off"
        className="h-11 w-full rounded-full border border-steel-300 bg-steel-50 pr-12 pl-4 text-sm text-navy-900 placeholder:text-steel-600 focus:border-navy-600 focus:bg-white"
      />
      <button
        type="submit"
        className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-navy-800 text-white hover:bg-navy-700"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
