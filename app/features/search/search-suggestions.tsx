import { ArrowRight } from "lucide-react";
import { pages } from "~/content/pages";
import { paths } from "~/lib/paths";

const suggestions = [
  { to: paths.services, page: pages.services },
  { to: paths.projects, page: pages.projects },
  { to: paths.contact, page: pages.contact },
];

/** Where to go when search did not help: Services, Projects and Contact. */
export function SearchSuggestions() {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-3">
      {suggestions.map(({ to, page }) => (
        <li key={to}>
          <a
            href={to}
            className="group flex h-full flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-steel-100 hover:ring-navy-600"
          >
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
