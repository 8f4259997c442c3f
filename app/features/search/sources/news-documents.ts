import { DomUtils, parseDocument } from "htmlparser2";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { newsPosts } from "~/content/news";
import { formatDate } from "~/lib/intl";
import { newsPostPath } from "~/lib/paths";
import { Markdown } from "~/ui/markdown";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { joinText } from "./text";

/**
 * The words of a post's body as its page shows them: the page's own Markdown rendering, read back
 * as text by the HTML parser the build's scripts use, so no Markdown syntax (## or *) is indexed.
 */
const bodyText = (markdown: string) => DomUtils.textContent(parseDocument(renderToStaticMarkup(createElement(Markdown, null, markdown))));

/** Each post the build's language shows (content/news.ts), at its own page: an English-only post is in the English index only. */
export const newsDocuments: DocumentSource = () =>
  newsPosts.map((post) => ({
    id: `news:${post.slug}`,
    title: post.title,
    text: joinText(formatDate(post.date), post.summary, bodyText(post.body)),
    page: pageTitle("news"),
    url: newsPostPath(post.slug),
  }));
