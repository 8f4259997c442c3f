import { describe, expect, it } from "vitest";
import { LANGUAGES, localPath, type Language } from "../../../contract/languages";
import { newsPostPath } from "../../../contract/site-paths";
import { newsPostsIn } from "~/content/news";
import type { NewsPost } from "~/content/schemas/news";
import { newsFeedXml, type NewsFeedKind } from "./news-feeds";

const siteUrl = "https://www.example.test";
const atomNamespace = "http://www.w3.org/2005/Atom";

/** The feed as a feed reader gets it: parsed as XML (this project's app tests run in jsdom); a document that is not well formed fails. */
function feed(kind: NewsFeedKind, language: Language, posts: readonly NewsPost[] = newsPostsIn(language)): Document {
  const xml = newsFeedXml({
    kind,
    language,
    posts,
    title: "Deltaforge: news",
    description: "What is new.",
    company: "Deltaforge",
    siteUrl,
  });
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror"), "well-formed XML").toHaveLength(0);
  return document;
}
const texts = (nodes: Iterable<Element>) => [...nodes].map((node) => node.textContent);

describe.each(LANGUAGES)("the %s feeds", (language) => {
  const posts = newsPostsIn(language);
  const links = posts.map((post) => `${siteUrl}${localPath(newsPostPath(post.slug), language)}`);

  it("RSS 2.0: a channel in the language with one item per post, newest first, each linking to its page", () => {
    const document = feed("rss", language);
    expect(document.documentElement.nodeName).toBe("rss");
    expect(document.documentElement.getAttribute("version")).toBe("2.0");
    expect(document.querySelector("channel > language")?.textContent).toBe(language);
    const items = [...document.querySelectorAll("channel > item")];
    expect(texts(items.map((item) => item.querySelector("title")!))).toEqual(posts.map((post) => post.title));
    expect(texts(items.map((item) => item.querySelector("link")!))).toEqual(links);
    expect(texts(items.map((item) => item.querySelector("description")!))).toEqual(posts.map((post) => post.summary));
    // The dates are RFC 822, as RSS wants them, and the day is the post's.
    expect(items.map((item) => new Date(item.querySelector("pubDate")!.textContent!).toISOString().slice(0, 10))).toEqual(
      posts.map((post) => post.date),
    );
  });

  it("Atom 1.0: a feed with one entry per post, its link, summary and date", () => {
    const document = feed("atom", language);
    expect(document.documentElement.localName).toBe("feed");
    expect(document.documentElement.namespaceURI).toBe(atomNamespace);
    const entries = [...document.getElementsByTagNameNS(atomNamespace, "entry")];
    expect(texts(entries.map((entry) => entry.getElementsByTagNameNS(atomNamespace, "title")[0]!))).toEqual(
      posts.map((post) => post.title),
    );
    expect(entries.map((entry) => entry.getElementsByTagNameNS(atomNamespace, "link")[0]!.getAttribute("href"))).toEqual(links);
    expect(texts(entries.map((entry) => entry.getElementsByTagNameNS(atomNamespace, "summary")[0]!))).toEqual(
      posts.map((post) => post.summary),
    );
    expect(document.documentElement.getElementsByTagNameNS(atomNamespace, "updated")[0]?.textContent?.slice(0, 10)).toBe(posts[0]?.date);
  });
});

describe("the feeds", () => {
  it("leave an English-only post out of the French feeds", () => {
    const englishOnly = newsPostsIn("en").filter((post) => post.englishOnly);
    expect(englishOnly.length).toBeGreaterThan(0);
    for (const kind of ["rss", "atom"] as const) {
      const xml = feed(kind, "fr").documentElement.outerHTML;
      for (const post of englishOnly) expect(xml).not.toContain(newsPostPath(post.slug));
    }
  });

  it("carry any text as written: markup-like characters in a title or body are escaped, not markup", () => {
    const post: NewsPost = {
      ...newsPostsIn("en")[0]!,
      title: 'Tanks <A> & <B> "rated" ]]> done',
      body: "A body with <script>alert(1)</script> & an ampersand, long enough to be a body of a post that says something.",
    };
    for (const kind of ["rss", "atom"] as const) {
      const document = feed(kind, "en", [post]);
      const item = kind === "rss" ? document.querySelector("item")! : document.getElementsByTagNameNS(atomNamespace, "entry")[0]!;
      const title = kind === "rss" ? item.querySelector("title")! : item.getElementsByTagNameNS(atomNamespace, "title")[0]!;
      expect(title.textContent).toBe(post.title);
      expect(item.querySelector("script")).toBeNull();
    }
  });
});

describe("a post's body in the feeds", () => {
  it("links to the site's pages and files by absolute address, which a feed reader can follow", () => {
    const [post] = newsPostsIn("en");
    const body = "See [our offices](/contact#offices), [the profile](/downloads/profile.pdf) and [a partner](https://partner.example/).";
    for (const kind of ["rss", "atom"] as const) {
      const xml = feed(kind, "en", [{ ...post!, body }]);
      const html = (kind === "rss" ? xml.getElementsByTagName("content:encoded")[0] : xml.getElementsByTagName("content")[0])!.textContent!;
      const hrefs = [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("a")].map((a) => a.getAttribute("href"));
      expect(hrefs).toEqual([`${siteUrl}/contact#offices`, `${siteUrl}/downloads/profile.pdf`, "https://partner.example/"]);
    }
  });
});
