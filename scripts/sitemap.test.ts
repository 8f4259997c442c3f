import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

const origin = "https://www.example.test";

describe("sitemapXml", () => {
  const xml = sitemapXml(origin, ["/about", "/"]);
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);

  it("lists every page in both languages, the French home at /fr", () => {
    const locs = urls.map((url) => url.match(/<loc>([^<]+)<\/loc>/)?.[1]);
    expect(locs).toEqual([`${origin}/`, `${origin}/fr`, `${origin}/about`, `${origin}/fr/about`]);
  });

  it("gives each entry the page in every language and x-default, the same from either language", () => {
    const links = (url: string) =>
      [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);
    const expected = [`en ${origin}/about`, `fr ${origin}/fr/about`, `x-default ${origin}/about`];
    expect(links(urls[2]!)).toEqual(expected);
    expect(links(urls[3]!)).toEqual(expected);
  });

  it("declares the xhtml namespace the alternates use", () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });

  it("lists a page built in one language (an English-only news post) once, without alternates", () => {
    const only = sitemapXml(origin, ["/about", "/news/english-only"], (page) => (page === "/news/english-only" ? ["en"] : ["en", "fr"]));
    const entries = [...only.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    const post = entries.filter((entry) => entry.includes("/news/english-only"));
    expect(post).toEqual([`\n    <loc>${origin}/news/english-only</loc>\n  `]);
    expect(entries.filter((entry) => entry.includes("/about<"))).toHaveLength(2);
    expect(entries.find((entry) => entry.includes(`<loc>${origin}/about</loc>`))).toContain('hreflang="fr"');
  });
});
