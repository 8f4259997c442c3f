import { Feed } from "feed";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LANGUAGE_FACTS, localPath, type Language } from "../../../contract/languages";
import { newsFeeds, newsListPath, newsPostPath } from "../../../contract/site-paths";
import type { NewsPost } from "~/content/schemas/news";
import { Markdown } from "~/ui/markdown";

export type NewsFeedKind = keyof typeof newsFeeds;

type NewsFeedInput = {
  kind: NewsFeedKind;
  language: Language;
  /** The language's posts, newest first (content/news.ts). */
  posts: readonly NewsPost[];
  title: string;
  description: string;
  /** The company, as the feeds' author and in their copyright line. */
  company: string;
  /** The site's origin: feeds name everything by absolute URL. */
  siteUrl: string;
};

/**
 * A language's news feed, RSS 2.0 or Atom 1.0, written by the `feed` library (it escapes every
 * text and wraps the HTML content as the formats require). Each entry links to the post's page in
 * that language and carries its summary, its body as HTML (the page's own Markdown rendering) and
 * its picture. The feed's date is its newest post's, so a build that changes no post writes the
 * same file.
 */
export function newsFeedXml({ kind, language, posts, title, description, company, siteUrl }: NewsFeedInput): string {
  const url = (path: string) => `${siteUrl}${localPath(path, language)}`;
  const home = url(newsListPath(1));
  const feed = new Feed({
    id: home,
    link: home,
    title,
    description,
    language: LANGUAGE_FACTS[language].tag,
    updated: posts[0] ? new Date(`${posts[0].date}T00:00:00Z`) : undefined,
    generator: false,
    copyright: `© ${company}`,
    author: { name: company, link: url("/") },
    feedLinks: { rss: url(newsFeeds.rss.path), atom: url(newsFeeds.atom.path) },
  });
  for (const post of posts) {
    const link = url(newsPostPath(post.slug));
    feed.addItem({
      id: link,
      link,
      title: post.title,
      date: new Date(`${post.date}T00:00:00Z`),
      description: post.summary,
      content: renderToStaticMarkup(createElement(Markdown, { origin: siteUrl, children: post.body })),
      image: { url: `${siteUrl}${post.image}`, type: imageType(post.image) },
    });
  }
  return kind === "rss" ? feed.rss2() : feed.atom1();
}

/** A picture's media type from its name (content/schemas/common.ts `imagePath` allows these). */
function imageType(path: string): string {
  const extension = path.split(".").pop()!;
  return { svg: "image/svg+xml", jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif" }[
    extension
  ]!;
}
