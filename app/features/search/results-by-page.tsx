import type { SearchGroup } from "./search-site";

export const groupHeadingId = (index: number) => `search-group-${index}`;

/** Wide screens: a summary beside the results, jumping to each page's group. */
export function ResultsByPage({ title, groups }: { title: string; groups: readonly SearchGroup[] }) {
  return (
    <nav aria-labelledby="results-by-page-heading" className="hidden lg:block">
      <div className="sticky top-36 rounded-card bg-steel-50 p-6">
        <h2 id="results-by-page-heading" className="text-xs font-bold uppercase tracking-[0.2em] text-amber-700">
          {title}
        </h2>
        <ul className="mt-4 space-y-1">
          {groups.map((group, index) => (
            <li key={group.pageUrl}>
              <a
                href={`#${groupHeadingId(index)}`}
                className="flex min-h-9 items-center justify-between gap-3 rounded-lg px-2 text-sm font-semibold text-navy-800 hover:bg-white hover:text-navy-700"
              >
                {group.page}
                <span className="rounded-full bg-white px-2 py-0.5 text-xs text-steel-600">{group.hits.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
