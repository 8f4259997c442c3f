import { describe, expect, it } from "vitest";
import { checkPage, classify, pagePathOf, parsePage, resolveFile, srcsetUrls } from "./links.mjs";

const origin = "https://www.deltaforge.example";

function site(pagesHtml, extraFiles = []) {
  const pages = new Map(Object.entries(pagesHtml).map(([file, html]) => [file, parsePage(html)]));
  const files = new Set([...pages.keys(), ...extraFiles]);
  const check = (file) => checkPage({ file, parsed: pages.get(file), pages, files, siteOrigin: origin });
  return { check };
}

describe("parsePage", () => {
  it("collects hrefs, srcs, every srcset entry, link hrefs, URL meta tags and ids", () => {
    const { refs, ids } = parsePage(`
      <link rel="canonical" href="https://www.deltaforge.example/about">
      <meta property="og:image" content="/og-image.png">
      <a href="/services#list" id="top">Services</a>
      <img src="/a.svg" srcset="/a-1.webp 1x, /a-2.webp 2x" alt="">
      <section id="team"></section><a name="legacy"></a>`);
    expect(refs.map((r) => `${r.tag}.${r.attr}=${r.url}`)).toEqual([
      "link.href=https://www.deltaforge.example/about",
      "meta.content=/og-image.png",
      "a.href=/services#list",
      "img.src=/a.svg",
      "img.srcset=/a-1.webp",
      "img.srcset=/a-2.webp",
    ]);
    expect([...ids]).toEqual(["top", "team", "legacy"]);
  });

  it("ignores markup-like text inside scripts, JSON-LD and comments", () => {
    const { refs } = parsePage(`<script type="application/ld+json">{"a":"<a href='/nowhere'>"}</script><!-- <a href="/gone"> -->`);
    expect(refs).toEqual([]);
  });

  it("reads tags as a browser does: any case, unquoted values, > inside quotes, the first of two equal attributes", () => {
    const { refs } = parsePage(`<A HREF=/upper>x</A><a title="a > b" href="/quoted">y</a><img src="/first.png" src="/second.png">`);
    expect(refs.map((ref) => ref.url)).toEqual(["/upper", "/quoted", "/first.png"]);
  });

  it("decodes entities in attribute values", () => {
    expect(parsePage(`<a href="/search?q=a&amp;b">x</a>`).refs[0]?.url).toBe("/search?q=a&b");
  });
});

describe("classify", () => {
  it("treats relative, root-relative and own-origin URLs as internal", () => {
    expect(classify("/about#team", "/", origin)).toEqual({ kind: "internal", path: "/about", hash: "team" });
    expect(classify("#team", "/about", origin)).toEqual({ kind: "internal", path: "/about", hash: "team" });
    expect(classify("history", "/about/management", origin)).toMatchObject({ path: "/about/history" });
    expect(classify(`${origin}/og-image.png`, "/", origin)).toMatchObject({ kind: "internal", path: "/og-image.png" });
  });

  it("separates other origins, mail and phone links, and invalid ones", () => {
    expect(classify("https://www.openstreetmap.org/x", "/", origin)).toEqual({ kind: "external", origin: "https://www.openstreetmap.org" });
    expect(classify("mailto:info@deltaforge.example", "/", origin).kind).toBe("special");
    expect(classify("tel:+2348030004120", "/", origin).kind).toBe("special");
    expect(classify("#", "/", origin).kind).toBe("invalid");
    expect(classify("javascript:void(0)", "/", origin).kind).toBe("invalid");
  });
});

describe("files", () => {
  it("maps built files to paths and paths to built files like the static server", () => {
    expect(pagePathOf("index.html")).toBe("/");
    expect(pagePathOf("about/management/index.html")).toBe("/about/management");
    expect(pagePathOf("about/management.html")).toBe("/about/management");
    expect(pagePathOf("404.html")).toBe("/404");
    const files = new Set(["index.html", "about.html", "admin/index.html", "404.html", "art/logo.svg"]);
    expect(resolveFile("/", files)).toBe("index.html");
    expect(resolveFile("/about", files)).toBe("about.html");
    expect(resolveFile("/admin/", files)).toBe("admin/index.html");
    // The hosts redirect these to /about: a link must name the page's own URL.
    expect(resolveFile("/about/", files)).toBeNull();
    expect(resolveFile("/about.html", files)).toBeNull();
    expect(resolveFile("/art/logo.svg", files)).toBe("art/logo.svg");
    expect(resolveFile("/404", files)).toBe("404.html");
    expect(resolveFile("/missing", files)).toBeNull();
  });

  it("reads srcset candidates with and without descriptors", () => {
    expect(srcsetUrls("/a.webp 480w, /b.webp 960w")).toEqual(["/a.webp", "/b.webp"]);
    expect(srcsetUrls("/only.webp")).toEqual(["/only.webp"]);
  });
});

describe("checkPage", () => {
  it("passes a page whose references all resolve", () => {
    const { check } = site(
      {
        "index.html": `<a href="/about#team">Team</a><a href="#intro">Intro</a><p id="intro"></p><img src="/art/a.svg" alt="">
          <a href="mailto:info@deltaforge.example">Mail</a><a href="https://example.org" target="_blank" rel="noopener noreferrer">Out</a>
          <a href="/profile.pdf" target="_blank">Profile</a>`,
        "about.html": `<h2 id="team">Team</h2>`,
      },
      ["art/a.svg", "profile.pdf"],
    );
    expect(check("index.html")).toEqual([]);
  });

  it("reports missing pages, files and anchors, on this page and on others", () => {
    const { check } = site({
      "index.html": `<a href="/nowhere">x</a><img src="/missing.svg" alt=""><a href="#gone">x</a><a href="/about#gone">x</a>
        <img srcset="/about 1x, /nope.webp 2x" alt="">`,
      "about.html": `<h2 id="team">Team</h2>`,
    });
    expect(check("index.html")).toEqual([
      '<a href="/nowhere">: /nowhere is not a built page or file',
      '<img src="/missing.svg">: /missing.svg is not a built page or file',
      '<a href="#gone">: no element with id "gone" in index.html',
      '<a href="/about#gone">: no element with id "gone" in about.html',
      '<img srcset="/nope.webp">: /nope.webp is not a built page or file',
    ]);
  });

  it("requires noopener and noreferrer on external new-tab links", () => {
    const { check } = site({
      "index.html": `<a href="https://example.org" target="_blank" rel="noopener">x</a><a href="https://example.org/ok" target="_blank" rel="noreferrer noopener">ok</a>`,
    });
    expect(check("index.html")).toEqual(['<a href="https://example.org">: opens a new tab without rel="noopener noreferrer"']);
  });

  it("refuses new tabs for internal pages unless the link is a download", () => {
    const { check } = site({
      "index.html": `<a href="/about" target="_blank">x</a><a href="/about" target="_blank" download>y</a>`,
      "about.html": "",
    });
    expect(check("index.html")).toEqual(['<a href="/about">: target="_blank" on a link that is neither external nor a download']);
  });

  it("keeps a page's links in its language; only a link with hreflang (the language switch) crosses", () => {
    const { check } = site(
      {
        "fr/about.html": `<a href="/fr/contact">ok</a><a href="/contact">x</a><a href="/about" hreflang="en" lang="en">English</a><a href="/downloads/p.pdf">pdf</a>`,
        "about.html": `<a href="/fr/about">y</a><a href="/fr/about" hreflang="fr">Français</a>`,
        "fr/contact.html": "",
        "contact.html": "",
      },
      ["downloads/p.pdf"],
    );
    expect(check("fr/about.html")).toEqual([
      '<a href="/contact">: a page in "fr" links to a page in "en" without hreflang (only the language switch may)',
    ]);
    expect(check("about.html")).toEqual([
      '<a href="/fr/about">: a page in "en" links to a page in "fr" without hreflang (only the language switch may)',
    ]);
  });
});
