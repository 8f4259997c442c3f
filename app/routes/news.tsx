import { data } from "react-router";
import type { Route } from "./+types/news";
import { newsLabels, newsPage, newsPageCount, newsPosts } from "~/content/news";
import { pages } from "~/content/pages";
import { siteLabels } from "~/content/site-labels";
import { NewsCard } from "~/features/news/news-card";
import { NewsFeedLinks, newsFeedLinkTags } from "~/features/news/news-feed-links";
import { NewsPager } from "~/features/news/news-pager";
import { pageMeta } from "~/features/seo/page-meta";
import { newsListPath } from "~/lib/paths";
import { CardGrid } from "~/ui/card-grid";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.news;
const pageCount = newsPageCount(newsPosts.length);

/** The list page an address shows: /news is the first, /news/page/2 the second; null for no page of the list. */
function pageNumber(param: string | undefined): number | null {
  if (param === undefined) return 1;
  const number = Number(param);
  return /^[1-9]\d*$/.test(param) && number >= 2 && number <= pageCount ? number : null;
}

// The page does not hydrate, so it reads its text as plain imports (a loader would write a .data
// file no browser fetches). Its pages are /news and /news/page/2… (app/content/site-map.ts).
export const meta: Route.MetaFunction = ({ params }) => {
  const number = pageNumber(params.page);
  if (number === null) return [];
  const title = number === 1 ? page.title : newsLabels.pageTitle.replace("{title}", page.title).replace("{page}", String(number));
  return [...pageMeta({ ...page, title, path: newsListPath(number) }), ...newsFeedLinkTags()];
};

export default function NewsPage({ params }: Route.ComponentProps) {
  const number = pageNumber(params.page);
  if (number === null) throw data(null, { status: 404 });
  const posts = newsPage(newsPosts, number);
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero]} />
      <PageHero page={page} />
      <Container className="py-14 sm:py-20">
        <CardGrid items={posts} keyOf="slug" className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {(post) => <NewsCard post={post} cue={newsLabels.readMore} />}
        </CardGrid>
        <NewsPager page={number} pages={pageCount} labels={newsLabels} />
        <NewsFeedLinks labels={newsLabels} />
      </Container>
    </>
  );
}
