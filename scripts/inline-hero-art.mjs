// The largest picture paints with the first paint (issue 25). Each page's largest element is its
// hero artwork: one eager, high-priority <img> of our own SVG. Fetched as a file, it arrived after
// the first paint and was painted later still (Lighthouse mobile: LCP 0.5-1.3 s after FCP, mostly
// "load delay" and "render delay"). This writes the artwork into the page as a data: URL, so it is
// there when the page first paints, at the price of 1-4 KB of compressed HTML. `data-file` keeps the
// file's path for the loading gate (app/enhance/loading-gate.ts) and for anyone reading the markup.
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

/**
 * `html` with the page's high-priority SVG picture inlined, and the `<link rel="preload">` React
 * writes for it removed (it would fetch the file anyway); `readArt(path)` returns the file's text
 * for a site path such as /art/heroes/about.svg. A page without one is returned unchanged; a page
 * with two stops the build (only the largest picture is worth its bytes in every page load).
 */
export function inlineHeroArt(html, readArt) {
  const ranges = [];
  const imagePreloads = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "link" && attributes.rel === "preload" && attributes.as === "image") {
        imagePreloads.push({ href: attributes.href, start: parser.startIndex, end: parser.endIndex + 1, text: "" });
      }
      const { src, fetchpriority } = attributes;
      if (name !== "img" || fetchpriority !== "high" || !src?.startsWith("/") || !src.endsWith(".svg")) return;
      const inlined = { ...attributes, src: svgDataUrl(readArt(src)), "data-file": src };
      const text = `<img${Object.entries(inlined)
        .map(([key, value]) => attribute(key, value))
        .join("")}>`;
      ranges.push({ start: parser.startIndex, end: parser.endIndex + 1, text, file: src });
    },
  });
  parser.end(html);
  if (ranges.length > 1) throw new Error(`inline-hero-art: ${ranges.length} high-priority SVG pictures in one page; expected at most one`);
  const inlined = ranges.map((range) => range.file);
  const dropped = imagePreloads.filter((link) => inlined.includes(link.href));
  return splice(
    html,
    [...dropped, ...ranges].sort((a, b) => a.start - b.start),
  );
}
