import { DEFAULT_LANGUAGE, type Language } from "../../contract/languages";
import { newsListPath, newsPostPath } from "../../contract/site-paths";
import dataFile from "./data/news.json" with { type: "json" };
import { contentLanguage, ownHalf } from "./language";
import type { NewsLabels, NewsPost } from "./schemas/news";

const data = /* @__PURE__ */ ownHalf(dataFile);

/** How many posts a page of the list shows (spec: pages of 10). */
export const NEWS_PAGE_SIZE = 10;

/** The news pages' shared words in the build's language (data/news.json `labels`). */
export const newsLabels: NewsLabels = data.labels;

/**
 * The posts a language shows, newest first (the file's order is the editor's, so the date decides;
 * two posts of one day keep the file's order). A post marked English only is in the default
 * language alone: never half translated. Its slug, date and switch are the same in every half
 * (language.ts fills them from English), so either half gives the same list of addresses.
 */
export function postsIn(posts: readonly NewsPost[], language: Language): NewsPost[] {
  return posts
    .filter((post) => language === DEFAULT_LANGUAGE || !post.englishOnly)
    .map((post, index) => ({ post, index }))
    .sort((a, b) => b.post.date.localeCompare(a.post.date) || a.index - b.index)
    .map(({ post }) => post);
}

/** The build's language's posts, newest first. The build checks the file (data-files.ts); the cast restores the optional fields' types. */
export const newsPosts: NewsPost[] = /* @__PURE__ */ postsIn(data.posts as NewsPost[], contentLanguage);

/** A language's posts, newest first, read from its half (the tests compare the languages; a build reads its own, `newsPosts`). */
export const newsPostsIn = (language: Language): NewsPost[] => postsIn(ownHalf(dataFile, language).posts as NewsPost[], language);

/** How many pages the list of `count` posts takes: one at least, so /news is a page when there is no post yet. */
export const newsPageCount = (count: number): number => Math.max(1, Math.ceil(count / NEWS_PAGE_SIZE));

/** The posts of one page of the list (1-based); empty for a page past the last. */
export function newsPage(posts: readonly NewsPost[], page: number): NewsPost[] {
  return posts.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE);
}

/** The news list's later pages and the posts, in a language, in the default language's form (/news/page/2, /news/<slug>). */
export function newsPathsIn(language: Language, posts: readonly NewsPost[] = data.posts as NewsPost[]): string[] {
  const shown = postsIn(posts, language);
  const later = Array.from({ length: newsPageCount(shown.length) - 1 }, (_, index) => newsListPath(index + 2));
  return [...later, ...shown.map((post) => newsPostPath(post.slug))];
}

/** Whether a post has a page in `language` (an English-only post has none in French). */
export const postShownIn = (slug: string | undefined, language: Language): boolean =>
  newsPathsIn(language).includes(newsPostPath(slug ?? ""));

/** A post of the build's language by its slug (a route's parameter). */
export const findPost = (slug: string | undefined): NewsPost | undefined => newsPosts.find((post) => post.slug === slug);
