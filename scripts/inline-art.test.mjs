import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { inlineArt, svgDataUrl } from "./inline-art.mjs";

const art =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <rect fill="#0b2545" width="4" height="4"/>\n</svg>\n';
const read = (path) => {
  if (path !== "/art/heroes/a.svg" && path !== "/art/brand/logo.svg") throw new Error(`unexpected ${path}`);
  return art;
};

describe("inlineArt", () => {
  it("writes the high-priority SVG into the page as a data: URL and keeps its path", () => {
    const html =
      '<main><img src="/art/heroes/a.svg" alt="" width="1600" fetchpriority="high" class="a b"><img src="/art/other.svg" loading="lazy"></main>';
    const out = inlineArt(html, read);
    const [hero, other] = DomUtils.getElementsByTagName("img", parseDocument(out)).map((img) => img.attribs);
    expect(hero).toEqual({
      src: svgDataUrl(art),
      alt: "",
      width: "1600",
      fetchpriority: "high",
      class: "a b",
      "data-file": "/art/heroes/a.svg",
    });
    expect(other).toEqual({ src: "/art/other.svg", loading: "lazy" });
    expect(out.endsWith('<img src="/art/other.svg" loading="lazy"></main>')).toBe(true);
  });

  it("encodes what a URL in an attribute cannot hold, and nothing else", () => {
    expect(svgDataUrl(art)).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%204%204%22%3E%3Crect%20fill=%22%230b2545%22%20width=%224%22%20height=%224%22/%3E%3C/svg%3E",
    );
  });

  it("drops React's preload of the inlined file and keeps other preloads", () => {
    const html =
      '<head><link rel="preload" as="image" href="/art/heroes/a.svg" fetchPriority="high"/><link rel="preload" as="image" href="/b.svg"/></head><img src="/art/heroes/a.svg" fetchpriority="high">';
    const out = inlineArt(html, read);
    expect(out).not.toContain('href="/art/heroes/a.svg"');
    expect(out).toContain('<link rel="preload" as="image" href="/b.svg"/>');
  });

  it("writes pictures marked data-inline into the page too, without the mark, beside the hero", () => {
    const html =
      '<header><img src="/art/brand/logo.svg" alt="Home" data-inline="" loading="eager"></header><img src="/art/heroes/a.svg" fetchpriority="high">';
    const [logo, hero] = DomUtils.getElementsByTagName("img", parseDocument(inlineArt(html, read))).map((img) => img.attribs);
    expect(logo).toEqual({ src: svgDataUrl(art), alt: "Home", loading: "eager", "data-file": "/art/brand/logo.svg" });
    expect(hero).toEqual({ src: svgDataUrl(art), fetchpriority: "high", "data-file": "/art/heroes/a.svg" });
  });

  it("writes our SVG tab icon into the page and leaves other icons alone", () => {
    const html =
      '<head><link rel="icon" href="/art/brand/logo.svg" type="image/svg+xml"/><link rel="icon" href="/favicon.ico" sizes="32x32"/></head>';
    const [svg, ico] = DomUtils.getElementsByTagName("link", parseDocument(inlineArt(html, read))).map((link) => link.attribs);
    expect(svg).toEqual({ rel: "icon", href: svgDataUrl(art), type: "image/svg+xml", "data-file": "/art/brand/logo.svg" });
    expect(ico).toEqual({ rel: "icon", href: "/favicon.ico", sizes: "32x32" });
  });

  it("refuses data-inline on a picture that is not our own SVG", () => {
    expect(() => inlineArt('<img src="/photos/a.jpg" data-inline="">', read)).toThrow(/not our own SVG/);
  });

  it("leaves a page without one unchanged and refuses a page with two", () => {
    expect(inlineArt("<p>text</p>", read)).toBe("<p>text</p>");
    const two = '<img src="/art/heroes/a.svg" fetchpriority="high"><img src="/art/heroes/a.svg" fetchpriority="high">';
    expect(() => inlineArt(two, read)).toThrow(/2 high-priority SVG pictures/);
  });
});
