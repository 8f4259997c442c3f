import type { NewsLabels } from "~/content/schemas/news";
import { newsListPath } from "~/lib/paths";
import { buttonClass } from "~/ui/button-link";

/**
 * The links between the list's pages: newer posts (the page before), where the visitor is, older
 * posts (the page after). Plain links: every page is a prerendered address (/news/page/2).
 */
export function NewsPager({ page, pages, labels }: { page: number; pages: number; labels: NewsLabels }) {
  if (pages < 2) return null;
  const where = labels.pageOf.replace("{page}", String(page)).replace("{pages}", String(pages));
  return (
    <nav aria-label={labels.pagination} className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <a href={newsListPath(page - 1)} rel="prev" className={buttonClass("outline")}>
          ← {labels.newer}
        </a>
      ) : (
        <span />
      )}
      <p className="font-semibold text-steel-600">{where}</p>
      {page < pages ? (
        <a href={newsListPath(page + 1)} rel="next" className={buttonClass("outline")}>
          {labels.older} →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
