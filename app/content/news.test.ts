import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGES, localPath } from "../../contract/languages";
import { newsListPath, newsPostPath } from "../../contract/site-paths";
import dataFile from "./data/news.json" with { type: "json" };
import { NEWS_PAGE_SIZE, newsPage, newsPageCount, newsPathsIn, newsPostsIn, postsIn } from "./news";
import type { NewsPost } from "./schemas/news";
import { everyLanguagePaths, languagesOf, pagesIn } from "./site-map";

const posts = dataFile.en.posts as NewsPost[];
const englishOnly = posts.filter((post) => post.englishOnly);
/** A post of the file with another date and slug. */
const dated = (date: string, slug = date): NewsPost => ({ ...posts[0]!, slug, date });

describe("the news list's pages", () => {
  it("are newest first, whatever the file's order, and two posts of one day keep the file's order", () => {
    const list = postsIn([dated("2026-01-02", "a"), dated("2026-03-01", "b"), dated("2026-01-02", "c")], DEFAULT_LANGUAGE);
    expect(list.map((post) => post.slug)).toEqual(["b", "a", "c"]);
  });

  it("hold NEWS_PAGE_SIZE posts each, the last the rest, with one page even when there is no post", () => {
    const many = Array.from({ length: NEWS_PAGE_SIZE * 2 + 3 }, (_, index) => dated(`2026-01-${String(index + 1).padStart(2, "0")}`));
    expect(newsPageCount(many.length)).toBe(3);
    expect(newsPage(many, 1)).toHaveLength(NEWS_PAGE_SIZE);
    expect(newsPage(many, 3)).toHaveLength(3);
    expect(newsPage(many, 4)).toEqual([]);
    expect(newsPageCount(0)).toBe(1);
    expect(newsPageCount(NEWS_PAGE_SIZE)).toBe(1);
    expect(newsPageCount(NEWS_PAGE_SIZE + 1)).toBe(2);
  });

  it("are /news, then /news/page/2 and on, every one of them a page of the site in each language, with a page per post", () => {
    for (const language of LANGUAGES) {
      const shown = newsPostsIn(language);
      const pages = newsPageCount(shown.length);
      const built = pagesIn(language);
      expect(built).toContain(newsListPath(1));
      for (let page = 2; page <= pages; page++) expect(built).toContain(`/news/page/${page}`);
      expect(built).not.toContain(`/news/page/${pages + 1}`);
      for (const post of shown) expect(built).toContain(newsPostPath(post.slug));
    }
    // The content ships more than a page of posts, so the paging is there to see.
    expect(newsPageCount(newsPostsIn(DEFAULT_LANGUAGE).length)).toBeGreaterThan(1);
  });
});

describe("a post without a French half", () => {
  it("is in the content, and shown on the English site only", () => {
    expect(englishOnly.length).toBeGreaterThan(0);
    for (const post of englishOnly) {
      const path = newsPostPath(post.slug);
      expect(newsPostsIn("en").map((shown) => shown.slug)).toContain(post.slug);
      expect(newsPostsIn("fr").map((shown) => shown.slug)).not.toContain(post.slug);
      expect(pagesIn("en")).toContain(path);
      expect(pagesIn("fr")).not.toContain(path);
      expect(everyLanguagePaths).toContain(path);
      expect(everyLanguagePaths).not.toContain(localPath(path, "fr"));
      expect(languagesOf(path)).toEqual(["en"]);
    }
  });

  it("keeps the French list's pages counted on the French posts alone", () => {
    expect(newsPathsIn("fr").filter((path) => path.startsWith("/news/page/"))).toHaveLength(
      newsPageCount(posts.length - englishOnly.length) - 1,
    );
  });
});

describe("the pages browsers walk", () => {
  it("take the news list's first two pages and the newest post, not every post", async () => {
    const { walkedPaths } = await import("./site-map");
    const [newest, ...others] = newsPostsIn(DEFAULT_LANGUAGE);
    expect(walkedPaths).toEqual(expect.arrayContaining([newsListPath(1), newsListPath(2), newsPostPath(newest!.slug)]));
    for (const post of others) expect(walkedPaths).not.toContain(newsPostPath(post.slug));
  });
});
