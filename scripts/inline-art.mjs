// Pictures that come with the page (issue 25, docs/decisions/0010). Three kinds of our own SVG art are
// written into the HTML as data: URLs, so they need no request of their own:
// - the page's hero, its one eager, high-priority <img> and its largest element: fetched as a file,
//   it painted 0.5-1.3 s after the first paint in Lighthouse's mobile model;
// - small art every page shows at the top, marked `data-inline` by `Img inline` (the header's
//   logo): as a request it finished before the largest paint, so Lighthouse's model of that paint
//   waited for it on a slow link, and on a real slow link the logo popped in after the page;
// - the SVG tab icon (`<link rel="icon">`, 0.8 KB): browsers ask for it once the page has loaded,
//   often before its first paint, on a first visit's slow link beside the pictures.
// `data-file` keeps each file's path, for the loading gate (app/enhance/loading-gate.ts) and for
// anyone reading the markup.
import { Parser } from "htmlparser2";
import { splice } from "./defer-hydration.mjs";

/**
 * An SVG document as a compact data: URL: percent-encoding only what a URL or the attribute needs
 * (far smaller than base64, and it compresses with the page), whitespace runs collapsed.
 */
export function svgDataUrl(svg) {
  const compact = svg
    .replace(/<\?xml[^>]*\?>/, "")
    .replace(/>\s+</g, "><")
    .replace(/\s+/g, " ")
    .trim();
  // Spaces too: browsers take them, but a URL may not hold one (the Nu Html Checker refuses it).
  return `data:image/svg+xml,${compact.replace(/[ %#<>"&{}|\\^`[\]]/g, (c) => encodeURIComponent(c))}`;
}

const attribute = (name, value) => ` ${name}="${value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`;
const isOwnSvg = (src) => src?.startsWith("/") && src.endsWith(".svg");

/**
 * `html` with its hero and its `data-inline` pictures inlined, and any `<link rel="preload">` of
 * those files removed (React writes one for the hero; it would fetch the file anyway);
 * `readArt(path)` returns the file's text for a site path such as /art/heroes/about.svg. A page
 * with two high-priority pictures stops the build (only the largest is worth its bytes in every
 * page load), as does a `data-inline` picture that is not our own SVG.
 */
export function inlineArt(html, readArt) {
  const pictures = [];
  const imagePreloads = [];
  let heroes = 0;
  // The tag again, its file (`key`: src or href) as a data: URL, the path kept in data-file, the
  // data-inline mark dropped; `src` is the path, to drop a preload of it.
  const inlineTag = (name, attributes, key) => {
    const path = attributes[key];
    const kept = Object.entries({ ...attributes, [key]: svgDataUrl(readArt(path)), "data-file": path }).filter(
      ([attr]) => attr !== "data-inline",
    );
    return { text: `<${name}${kept.map(([attr, value]) => attribute(attr, value)).join("")}>`, src: path };
  };
  const parser = new Parser({
    onopentag(name, attributes) {
      const range = { start: parser.startIndex, end: parser.endIndex + 1 };
      if (name === "link" && attributes.rel === "preload" && attributes.as === "image") {
        imagePreloads.push({ ...range, href: attributes.href, text: "" });
      }
      if (name === "link" && attributes.rel === "icon" && isOwnSvg(attributes.href)) {
        pictures.push({ ...range, ...inlineTag(name, attributes, "href") });
      }
      if (name !== "img") return;
      const { src } = attributes;
      const hero = attributes.fetchpriority === "high" && isOwnSvg(src);
      const marked = "data-inline" in attributes;
      if (marked && !isOwnSvg(src)) throw new Error(`inline-art: data-inline on ${src}, which is not our own SVG`);
      if (!hero && !marked) return;
      heroes += hero ? 1 : 0;
      pictures.push({ ...range, ...inlineTag(name, attributes, "src") });
    },
  });
  parser.end(html);
  if (heroes > 1) throw new Error(`inline-art: ${heroes} high-priority SVG pictures in one page; expected at most one`);
  const inlined = new Set(pictures.map((picture) => picture.src));
  const dropped = imagePreloads.filter((link) => inlined.has(link.href));
  return splice(
    html,
    [...dropped, ...pictures].sort((a, b) => a.start - b.start),
  );
}
