import { siteLabels } from "~/content/site-labels";
import { fill } from "~/lib/fill";
import { countForm } from "~/lib/intl";
import { ALL_CATEGORIES, type CategoryOption } from "./project-categories";

/**
 * Toggle buttons, one per category; the pressed one is the current filter (All at first). They are
 * run by app/enhance/projects-filter.ts, which styles nothing: the classes follow `aria-pressed`.
 */
export function ProjectFilter({ label, options }: { label: string; options: readonly CategoryOption[] }) {
  return (
    <div role="group" aria-labelledby="project-filter-label" className="flex flex-col gap-3">
      <p id="project-filter-label" className="text-sm font-bold text-navy-900">
        {label}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option.slug}
            type="button"
            data-filter={option.slug}
            data-name={option.name}
            aria-pressed={option.slug === ALL_CATEGORIES}
            className="group inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-bold text-navy-800 ring-1 ring-steel-300 transition-colors hover:bg-navy-50 hover:ring-navy-700 aria-pressed:bg-navy-900 aria-pressed:text-white aria-pressed:shadow-card aria-pressed:ring-0"
          >
            {option.name}
            <span
              aria-hidden="true"
              className="rounded-full bg-steel-100 px-2 py-0.5 text-xs text-steel-800 group-aria-pressed:bg-amber-500 group-aria-pressed:text-navy-950"
            >
              {option.count}
            </span>
            <span className="sr-only">{fill(siteLabels.cards.categoryCount[countForm(option.count)], { count: option.count })}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
