import { expect, test, type Page } from "./support/test";
import newsFile from "../../app/content/data/news.json" with { type: "json" };
import siteLabelsFile from "../../app/content/data/site-labels.json" with { type: "json" };
import { company } from "../../app/content/company";
import { ownHalf } from "../../app/content/language";
import { NEWS_PAGE_SIZE, newsPageCount, newsPostsIn } from "../../app/content/news";
import { LANGUAGE_FACTS, LANGUAGES, localPath } from "../../contract/languages";
import { newsFeeds, newsListPath, newsPostPath } from "../../contract/site-paths";

// The news (app/content/data/news.json): the list newest first in pages, a post with its
// NewsArticle data, the feeds as served, and the English-only rule. Titles and counts come from
// the content file, so a new post changes no test.
const origin = "https://www.deltaforge.example";
const labels = (language: (typeof LANGUAGES)[number]) => ownHalf(newsFile, language).labels;
const menu = ownHalf(siteLabelsFile, "en");

/** The post titles a list page shows, in order (each card's heading is its link). */
const listedTitles = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link").allTextContents();

for (const language of LANGUAGES) {
  const posts = newsPostsIn(language);
  const pages = newsPageCount(posts.length);
  const words = labels(language);

  test(`the ${language} list shows the posts newest first, ${NEWS_PAGE_SIZE} a page, with links between the pages`, async ({ page }) => {
    expect(pages, "the content fills more than one page").toBeGreaterThan(1);
    await page.goto(localPath(newsListPath(1), language));
    expect(await listedTitles(page)).toEqual(posts.slice(0, NEWS_PAGE_SIZE).map((post) => post.title));
    const pager = page.getByRole("navigation", { name: words.pagination });
    await expect(pager).toContainText(words.pageOf.replace("{page}", "1").replace("{pages}", String(pages)));
    await expect(pager.getByRole("link", { name: words.newer })).toHaveCount(0);
    await pager.getByRole("link", { name: words.older }).click();
    await expect(page).toHaveURL(new RegExp(`${localPath(newsListPath(2), language)}$`));
    expect(await listedTitles(page)).toEqual(posts.slice(NEWS_PAGE_SIZE, NEWS_PAGE_SIZE * 2).map((post) => post.title));
    await expect(pager.getByRole("link", { name: words.newer })).toHaveAttribute("href", localPath(newsListPath(1), language));
  });
}

test("a post: its title, date, body and picture, NewsArticle data, and the feeds linked", async ({ page }) => {
  const post = newsPostsIn("en")[0]!;
  const path = newsPostPath(post.slug);
  await page.goto(newsListPath(1));
  await page.getByRole("link", { name: post.title }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(page.locator(`time[datetime="${post.date}"]`)).toBeVisible();
  await expect(page.getByRole("img", { name: post.imageAlt })).toBeVisible();
  // The body's first paragraph, as rendered from its Markdown.
  await expect(page.getByText(post.body.split("\n\n")[0]!)).toBeVisible();

  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(data.find((item) => item["@type"] === "NewsArticle")).toMatchObject({
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    inLanguage: "en",
    mainEntityOfPage: `${origin}${path}`,
    image: [`${origin}${post.image}`],
    publisher: { "@type": "Organization", name: company.name },
  });
  for (const feed of Object.values(newsFeeds))
    await expect(page.locator(`link[rel="alternate"][type="${feed.type.split(";")[0]}"]`)).toHaveAttribute("href", feed.path);
});

test("the feeds answer with their media types and hold each language's posts", async ({ request }) => {
  for (const language of LANGUAGES) {
    const slugs = newsPostsIn(language).map((post) => post.slug);
    for (const [kind, feed] of Object.entries(newsFeeds)) {
      const response = await request.get(localPath(feed.path, language));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(feed.type);
      const xml = await response.text();
      const links = [...xml.matchAll(kind === "rss" ? /<link>([^<]+)<\/link>/g : /<link href="([^"]+)"\/>/g)]
        .map((match) => match[1]!)
        .filter((link) => link.includes("/news/") && !link.endsWith(".xml"));
      expect(links, `${language} ${kind}`).toEqual(slugs.map((slug) => `${origin}${localPath(newsPostPath(slug), language)}`));
    }
  }
});

test("a post without a French half is on the English site only, and its switch leads to the French news", async ({ page, request }) => {
  const post = newsPostsIn("en").find((candidate) => candidate.englishOnly)!;
  expect(post, "the content has an English-only post").toBeDefined();
  const path = newsPostPath(post.slug);
  expect((await request.get(localPath(path, "fr"))).status()).toBe(404);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(page.locator("link[hreflang]")).toHaveCount(0);
  await expect(page.getByRole("link", { name: LANGUAGE_FACTS.fr.name }).first()).toHaveAttribute("href", localPath(newsListPath(1), "fr"));
  await page.goto(localPath(newsListPath(1), "fr"));
  await expect(page.getByRole("link", { name: post.title })).toHaveCount(0);
});

test("the news is linked from the About dropdown and the footer", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: menu.shell.mainNav });
  await nav.getByRole("button", { name: menu.shell.submenu.replace("{name}", menu.menu.about) }).click();
  await expect(nav.getByRole("link", { name: menu.menu.news })).toHaveAttribute("href", newsListPath(1));
  await expect(page.locator("footer").getByRole("link", { name: menu.menu.news, exact: true })).toHaveAttribute("href", newsListPath(1));
});
