import { ArrowRight } from "lucide-react";
import type { Page } from "~/content/schemas/page";
import { cardClass } from "~/ui/card";

/** A page to suggest: its address and its own title and description. */
export type Suggestion = { to: string; page: Pick<Page, "title" | "description"> };

/** Where to go when search did not help (the search route hands in Services, Projects and Contact). */
export function SearchSuggestions({ suggestions }: { suggestions: readonly Suggestion[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-3">
      {suggestions.map(({ to, page }) => (
        <li key={to}>
          <a href={to} className={cardClass("ringed", "group flex h-full flex-col p-5 hover:ring-navy-600")}>
            <span className="flex items-center justify-between gap-2 font-bold text-navy-800 group-hover:underline">
              {page.title}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
            </span>
            <span className="mt-2 text-sm leading-relaxed text-steel-600">{page.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
