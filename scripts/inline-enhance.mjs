// The enhancement script (app/enhance, bundled by scripts/build-enhance.mjs) written into each page
// as an inline module script at the end of <head> (issue 25, docs/decisions/0010). As a file it was
// a request of its own that finished before the largest paint: Lighthouse's model of that paint
// shared the slow link between it and the stylesheet (+75-225 ms), and on a slow phone the controls
// waited one more round trip before they worked. Inline, it runs at the same moment a module file
// would (after the HTML is parsed), costs about 5 KB of compressed HTML a page instead of one cached
// file, and the CSP allows it by its hash like every other inline script. Its fallback chunks stay
// files under /assets/, imported by absolute URL only where a feature is missing.
import { Parser } from "htmlparser2";
import { splice } from "./defer-hydration.mjs";

/** `html` with `code` as a module script just before `</head>`; a page without a head stops the build. */
export function inlineEnhance(html, code) {
  if (/<\/script/i.test(code)) throw new Error("inline-enhance: the script contains </script, which would end the element early");
  let headEnd = -1;
  const parser = new Parser({
    onclosetag(name, implied) {
      if (name === "head" && !implied && headEnd < 0) headEnd = parser.startIndex;
    },
  });
  parser.end(html);
  if (headEnd < 0) throw new Error("inline-enhance: the page has no </head>; has its markup changed?");
  return splice(html, [{ start: headEnd, end: headEnd, text: `<script type="module">${code.trim()}</script>` }]);
}
