import { company } from "~/content/company";
import { newsPosts } from "~/content/news";
import { pages } from "~/content/pages";
import { newsLabels } from "~/content/news";
import { siteUrl } from "~/lib/site";
import { siteLanguage } from "~/lib/site-language";
import { newsFeeds } from "~/lib/paths";
import { newsFeedXml, type NewsFeedKind } from "./news-feeds";

/** The build's language's feed as the prerendered file (/news/rss.xml, /fr/news/atom.xml), with the type every host serves it with. */
export function newsFeedResponse(kind: NewsFeedKind): Response {
  const xml = newsFeedXml({
    kind,
    language: siteLanguage,
    posts: newsPosts,
    title: newsLabels.feedTitle.replace("{company}", company.name),
    description: pages.news.description,
    company: company.name,
    siteUrl,
  });
  return new Response(xml, { headers: { "Content-Type": newsFeeds[kind].type } });
}
