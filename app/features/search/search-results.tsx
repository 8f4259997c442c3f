import { MarkedText } from "./marked-text";
import { groupHeadingId } from "./results-by-page";
import type { SearchGroup } from "./search-site";
import { markTerms, snippet } from "./snippet";
import type { SearchPage } from "~/content/schemas/page-copy";
import { countText } from "~/lib/count-text";
import { cardClass } from "~/ui/card";
import { panelHeadingClass } from "~/ui/text-styles";

/** The hits, grouped under the title of the page they are on, each linking to its section. */
export function SearchResults({ groups, pageResults }: { groups: readonly SearchGroup[]; pageResults: SearchPage["pageResults"] }) {
  return (
    <div className="mt-8 space-y-12">
      {groups.map((group, index) => {
        const headingId = groupHeadingId(index);
        return (
          <section key={group.pageUrl} aria-labelledby={headingId}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-steel-100 pb-3">
              <h2 id={headingId} className={panelHeadingClass}>
                <a href={group.pageUrl} className="rounded hover:text-navy-700 hover:underline">
                  {group.page}
                </a>
              </h2>
              <p className="text-sm font-semibold text-steel-600">{countText(pageResults, group.hits.length)}</p>
            </div>
            <ol className="mt-5 space-y-4">
              {group.hits.map((hit) => (
                <li key={hit.id} className={cardClass("ringed", "p-5 sm:p-6")}>
                  <h3 className="text-lg font-bold text-navy-800">
                    <a href={hit.url} className="rounded underline-offset-4 hover:text-navy-700 hover:underline">
                      <MarkedText segments={markTerms(hit.title, hit.matches)} />
                    </a>
                  </h3>
                  <p className="mt-2 leading-relaxed text-steel-800">
                    <MarkedText segments={snippet(hit.text, hit.matches)} />
                  </p>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
