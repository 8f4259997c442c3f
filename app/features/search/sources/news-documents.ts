import { newsPosts } from "~/content/news";
import { formatDate } from "~/lib/intl";
import { newsPostPath } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { joinText } from "./text";

/**
 * Each post the build's language shows (content/news.ts), at its own page: its title, date and
 * summary. Not its body: the index has a size budget (search-index.test.ts) and every post would
 * add its whole text to it, so the news would in time crowd out the rest of the site. An
 * English-only post is in the English index only.
 */
export const newsDocuments: DocumentSource = () =>
  newsPosts.map((post) => ({
    id: `news:${post.slug}`,
    title: post.title,
    text: joinText(formatDate(post.date), post.summary),
    page: pageTitle("news"),
    url: newsPostPath(post.slug),
  }));
