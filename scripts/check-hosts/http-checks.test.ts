import { describe, expect, it } from "vitest";
import { readPage, sitemapLocations } from "./http-checks";

describe("sitemapLocations", () => {
  it("reads every <loc>, whatever the spacing, and nothing else", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://example.com/</loc><lastmod>2026-01-01</lastmod></url>
  <url>
    <loc>
      https://example.com/about
    </loc>
  </url>
  <!-- <url><loc>https://example.com/draft</loc></url> -->
</urlset>`;
    expect(sitemapLocations(xml)).toEqual(["https://example.com/", "https://example.com/about"]);
  });

  it("finds none in a page that is not a sitemap", () => {
    expect(sitemapLocations("<!doctype html><title>Not found</title>")).toEqual([]);
  });
});

describe("readPage", () => {
  it("reads the pictures a page's loading gate waits for", () => {
    const html = `<body><div role="status" hidden data-loading-gate="[&quot;/art/a.svg&quot;,&quot;/art/b.svg&quot;]"></div><a href="/x">x</a></body>`;
    expect(readPage(html).gated).toEqual(["/art/a.svg", "/art/b.svg"]);
    expect(readPage("<p>no gate</p>").gated).toEqual([]);
  });
});
