// Deferred hydration of the prerendered pages (docs/decisions/0005-deferred-hydration.md).
//
// React Router writes `<link rel="modulepreload">` for every script a page needs and an inline
// module script that imports the route modules, then the client entry. The browser's preload
// scanner fetches all of it at once, so on a slow mobile connection ~100 KB of JavaScript shares
// the bandwidth with the stylesheet, the font and the hero picture, and the first paint waits.
// The page is complete HTML and works without JavaScript, so the scripts can wait: this rewrites
// each page to fetch and run the same modules, in the same order, once the page has loaded and
// shown its first content (or after `FALLBACK_MS`, so a picture that never finishes cannot hold
// the page back).

import { transformSync } from "esbuild";
import { Parser } from "htmlparser2";

export const FALLBACK_MS = 3000;

const sideEffectImport = /^import "(\/[^"]+\.js)";$/;
const namespaceImport = /^import \* as (route\d+) from "(\/[^"]+\.js)";$/;

/**
 * The body of React Router's inline module script as a plain function body: each static import
 * becomes an awaited dynamic import, in the original order, and the rest runs unchanged.
 * Anything it does not recognise stops the build rather than ship a page that never hydrates.
 */
export function toDynamicImports(body) {
  const lines = body
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return lines
    .map((line) => {
      const sideEffect = line.match(sideEffectImport);
      if (sideEffect) return `await import(${JSON.stringify(sideEffect[1])});`;
      const namespace = line.match(namespaceImport);
      if (namespace) return `const ${namespace[1]} = await import(${JSON.stringify(namespace[2])});`;
      if (/^import\s/.test(line)) throw new Error(`defer-hydration: unexpected import in the hydration script: ${line}`);
      return line;
    })
    .join("\n");
}

/** The classic inline script that replaces the preloads and the module script. */
export function bootScript(preloads, body) {
  return [
    "(function () {",
    "  var started = false;",
    "  function boot() {",
    "    if (started) return;",
    "    started = true;",
    `    ${JSON.stringify(preloads)}.forEach(function (href) {`,
    '      var link = document.createElement("link");',
    '      link.rel = "modulepreload";',
    "      link.href = href;",
    "      document.head.appendChild(link);",
    "    });",
    "    (async function () {",
    toDynamicImports(body),
    "    })();",
    "  }",
    // And after the first contentful paint: on a fast connection a page's pictures can load before
    // it has painted, and the scripts would then compete with that paint (Lighthouse then counted
    // them in the FCP of some runs and not others). Without paint timing, after the next frame.
    "  function afterPaint() {",
    '    var fcp = "first-contentful-paint";',
    "    if (performance.getEntriesByName(fcp).length) return setTimeout(boot, 0);",
    "    try {",
    "      new PerformanceObserver(function (list, observer) {",
    "        if (!list.getEntriesByName(fcp).length) return;",
    "        observer.disconnect();",
    "        setTimeout(boot, 0);",
    '      }).observe({ type: "paint" });',
    "    } catch (error) {",
    "      requestAnimationFrame(function () { setTimeout(boot, 0); });",
    "    }",
    "  }",
    '  if (document.readyState === "complete") afterPaint();',
    "  else {",
    '    addEventListener("load", afterPaint, { once: true });',
    `    setTimeout(boot, ${FALLBACK_MS});`,
    "  }",
    "})();",
  ].join("\n");
}

/**
 * Where the module preloads and the inline module scripts sit in a page, as source ranges, read
 * with an HTML parser (htmlparser2) so attribute order, quoting or whitespace cannot hide a tag.
 */
export function findHydrationTags(html) {
  const preloads = [];
  const scripts = [];
  let script = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "link" && attributes.rel === "modulepreload") {
          if (!attributes.href) throw new Error("defer-hydration: a modulepreload link without an href");
          preloads.push({ href: attributes.href, start: parser.startIndex, end: parser.endIndex + 1 });
        } else if (name === "script" && attributes.type === "module" && !attributes.src) {
          script = { start: parser.startIndex, body: "" };
        }
      },
      ontext(text) {
        if (script) script.body += text;
      },
      onclosetag(name) {
        if (name !== "script" || !script) return;
        scripts.push({ ...script, end: parser.endIndex + 1 });
        script = null;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return { preloads, scripts };
}

/** `html` with each range replaced by its text (ranges in document order, not overlapping). */
export function splice(html, ranges) {
  let out = "";
  let at = 0;
  for (const { start, end, text } of ranges) {
    out += html.slice(at, start) + text;
    at = end;
  }
  return out + html.slice(at);
}

/**
 * Rewrites one prerendered page. A page without React Router's module script (there is none)
 * is returned unchanged; a page with more than one, or with one but no preloads, stops the build
 * with a message saying what the markup lacked.
 */
export function deferHydration(html) {
  const { preloads, scripts } = findHydrationTags(html);
  if (scripts.length === 0) return html;
  if (scripts.length > 1) throw new Error("defer-hydration: more than one inline module script in a page");
  if (preloads.length === 0) {
    throw new Error(
      'defer-hydration: the page has React Router\'s module script but no <link rel="modulepreload">; has its markup changed?',
    );
  }
  const [{ body, start, end }] = scripts;
  // Minified: the script is inline JavaScript on every hydrating page (about 100 bytes gzip less).
  const script = transformSync(
    bootScript(
      preloads.map((preload) => preload.href),
      body,
    ),
    { minify: true, target: "es2017" },
  ).code.trim();
  const ranges = [...preloads.map((preload) => ({ ...preload, text: "" })), { start, end, text: `<script>${script}</script>` }];
  return splice(
    html,
    ranges.sort((a, b) => a.start - b.start),
  );
}
