import type { CategoryOption } from "./project-categories";
import { cn } from "~/lib/cn";

type ProjectFilterProps = {
  options: readonly CategoryOption[];
  value: string;
  onChange: (slug: string) => void;
};

/** Toggle buttons, one per category; the pressed one is the current filter. */
export function ProjectFilter({ options, value, onChange }: ProjectFilterProps) {
  return (
    <div role="group" aria-labelledby="project-filter-label" className="flex flex-col gap-3">
      <p id="project-filter-label" className="text-sm font-bold text-navy-900">
        Filter by category
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.slug === value;
          return (
            <button
              key={option.slug}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option.slug)}
              className={cn("inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold transition-colors", pressed
                  ? "bg-navy-900 text-white shadow-card"
                  : "bg-white text-navy-800 ring-1 ring-steel-300 hover:bg-navy-50 hover:ring-navy-700")}
            >
              {option.name}
              <span
                aria-hidden="true"
                className={cn("rounded-full px-2 py-0.5 text-xs", pressed ? "bg-amber-500 text-navy-950" : "bg-steel-100 text-steel-800")}
              >
                {option.count}
              </span>
              <span className="sr-only">
                ({option.count} {option.count === 1 ? "project" : "projects"})
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
