import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/search";
import { searchCopy } from "~/content/page-copy";
import { pages } from "~/content/pages";
import { RefineSearchForm } from "~/features/search/refine-search-form";
import { ResultsByPage } from "~/features/search/results-by-page";
import { SearchEmptyState } from "~/features/search/search-empty-state";
import { SearchFailed } from "~/features/search/search-failed";
import { SearchInvitation } from "~/features/search/search-invitation";
import { SearchLoading } from "~/features/search/search-loading";
import { searchPageTitle } from "~/features/search/search-page-title";
import { SearchResults } from "~/features/search/search-results";
import { SearchWithoutScript } from "~/features/search/search-without-script";
import { siteDirectory } from "~/features/search/site-directory";
import { countHits, searchSite } from "~/features/search/search-site";
import { searchStatus } from "~/features/search/search-status";
import { useHydrated } from "~/lib/use-hydrated";
import { useSearchIndex } from "~/features/search/use-search-index";
import { pageWithMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { useSearchTerm } from "~/lib/search-store";
import { setSearchTerm } from "~/lib/search-term";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";
import type { RouteHandle } from "~/lib/route-handle";

// Runs at build time: the page's text and meta travel as page data, so neither the meta builder
// nor the text of every other page ships in the JavaScript (docs/decisions/0006).
export function loader() {
  return {
    ...pageWithMeta("search"),
    // Where to go when search did not help.
    suggestions: [
      { to: paths.services, page: pages.services },
      { to: paths.projects, page: pages.projects },
      { to: paths.contact, page: pages.contact },
    ].map(({ to, page: { title, description } }) => ({ to, page: { title, description } })),
    directory: siteDirectory(),
    copy: searchCopy,
  };
}

// The page's widget needs React in the browser (docs/decisions/0006).
export const handle = { hydrate: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/**
 * Results for `?q=`, or for the stored term when the URL has none: the URL wins, so a shared or
 * reloaded link shows the same results. The prerendered HTML (no query) shows the form and an invitation; the index loads only
 * once there is a term, after hydration.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { page, suggestions, directory, copy } = loaderData;
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // Spec: /search shows the results for the stored term; `?q=` (a shared or reloaded link) wins.
  const stored = useSearchTerm();
  const term = hydrated ? (params.get("q") ?? stored).trim() : "";
  const [state, retry] = useSearchIndex(term !== "");
  const index = state.status === "ready" ? state.index : null;
  const groups = useMemo(() => (index && term ? searchSite(index, term) : []), [index, term]);

  useEffect(() => {
    // The shared store carries the term to other pages (the home hero highlights it).
    if (term) setSearchTerm(term);
    // Meta is prerendered without the query; the term joins the title once it is known.
    document.title = searchPageTitle(page.title, term);
  }, [page.title, term]);

  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero]} />
      <PageHero page={page} />
      <Container className="grid gap-x-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="min-w-0 max-w-4xl">
          <RefineSearchForm copy={copy.refine} term={term} />
          <SearchWithoutScript copy={copy.noScript} directory={directory} />
          <p role="status" className="mt-8 text-lg font-semibold text-navy-900">
            {searchStatus(copy.status, term, state.status, countHits(groups))}
          </p>
          {!term ? (
            <SearchInvitation copy={copy.invitation} suggestions={suggestions} />
          ) : state.status === "failed" ? (
            <SearchFailed copy={copy.failed} onRetry={retry} />
          ) : state.status !== "ready" ? (
            <SearchLoading />
          ) : groups.length === 0 ? (
            <SearchEmptyState copy={copy.empty} suggestions={suggestions} />
          ) : (
            <SearchResults groups={groups} pageResults={copy.pageResults} />
          )}
        </div>
        {groups.length > 1 && <ResultsByPage title={copy.resultsByPage} groups={groups} />}
      </Container>
    </>
  );
}
