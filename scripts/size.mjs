// Gzip size of the JavaScript each prerendered page loads (module scripts, modulepreloads, the
// modules its inline hydration script imports, and the inline scripts; JSON-LD and speculation
// rules are data, not JavaScript), measured on the build, against the budget of
// docs/decisions/0008: a page that does not hydrate loads at most 6 KB in all, inline code
// included; a page that hydrates at most HYDRATING_PAGE_BUDGET. Exits 1 over budget.
// Usage: npm run size [-- /path …]   (default: every built page)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Parser } from "htmlparser2";
import { inlineScripts } from "./security-headers.mjs";
import { splitLocalPath } from "../contract/languages.ts";

const client = join(process.env.BUILD_DIR ?? "build", "client");
/** Budget of a page without React (decision 0008), gzip bytes, inline scripts included. */
export const STATIC_PAGE_BUDGET = 6 * 1024;
/**
 * Budget of a page that hydrates (the forms, /search), gzip bytes: 145 KB at issue 40's close, of
 * which the framework is 104 KB. A content file that slips into the shared shell chunk (the
 * services' pages were 13 KB of it) crosses it at once.
 */
export const HYDRATING_PAGE_BUDGET = 150 * 1024;
/** How much more gzip JavaScript a page may ship than the same page in the default language: its own words in the route data. */
export const LANGUAGE_TOLERANCE = 2 * 1024;

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The page's external scripts and module preloads, read with an HTML parser. */
function linkedScripts(html) {
  const files = [];
  const parser = new Parser({
    onopentag(tag, attrs) {
      if (tag === "script" && attrs.src) files.push(attrs.src);
      if (tag === "link" && attrs.rel === "modulepreload" && attrs.href) files.push(attrs.href);
    },
  });
  parser.end(html);
  return files.filter((src) => src.startsWith("/"));
}

export function pageScripts(html) {
  const files = new Set(linkedScripts(html));
  const inline = inlineScripts(html).join("\n");
  // The deferred hydration script lists every module it preloads and imports (defer-hydration.mjs).
  // The enhancement script's fallback chunks load only where a feature is missing (their sizes are
  // in app/enhance/README.md), so they are not the page's.
  for (const match of inline.matchAll(/"(\/assets\/[^"]+\.js)"/g)) if (!match[1].startsWith("/assets/enhance-")) files.add(match[1]);
  return { files: [...files], inline, hydrates: inline.includes("window.__reactRouterContext") };
}

/** A page's file in the build: postbuild's one URL form (contract/site-paths.ts `pageFile`), /about as about.html. */
const pageFile = (path) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

/** Every public page of the build (not the 404 page, nor the content editor at /admin/: docs/cms.md). */
function builtPages() {
  return (
    readdirSync(client, { recursive: true })
      // Not the 404 pages of any language (404.html, fr/404.html).
      .filter((file) => file.endsWith(".html") && !/(^|\/)404\.html$/.test(file) && !file.startsWith("admin/"))
      .map((file) => (file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`))
      .sort()
  );
}

if (!existsSync(client)) {
  console.error(`No build at ${client}: run \`npm run build\` first.`);
  process.exit(1);
}

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : builtPages();
const rows = paths.map((path) => {
  const file = join(client, pageFile(path));
  const html = readFileSync(file, "utf8");
  const { files, inline, hydrates } = pageScripts(html);
  const external = files.reduce((sum, src) => sum + gz(readFileSync(join(client, src))), 0);
  const total = external + gz(Buffer.from(inline));
  return { path, files: files.length, total, inline: gz(Buffer.from(inline)), html: gz(Buffer.from(html)), hydrates };
});

console.log("page                       hydrates  scripts  JS (gzip)  inline JS  HTML (gzip)");
const budget = (row) => (row.hydrates ? HYDRATING_PAGE_BUDGET : STATIC_PAGE_BUDGET);
for (const row of rows) {
  const over = row.total > budget(row) ? `  over the ${kb(budget(row))} budget` : "";
  console.log(
    `${row.path.padEnd(26)} ${(row.hydrates ? "yes" : "no").padStart(8)} ${String(row.files).padStart(8)}  ${kb(row.total).padStart(9)}  ${kb(row.inline).padStart(9)}  ${kb(row.html).padStart(11)}${over}`,
  );
}
if (rows.some((row) => row.total > budget(row))) process.exitCode = 1;

// Every language's page has the budget of its default-language twin (docs/decisions/0018): the same
// code, other text. More than a little text's worth over the twin means the other language's
// content or code travelled into this build's bundle.
const byPath = new Map(rows.map((row) => [row.path, row]));
for (const row of rows) {
  const twin = byPath.get(splitLocalPath(row.path).path);
  if (!twin || twin === row) continue;
  if (row.total > twin.total + LANGUAGE_TOLERANCE) {
    console.log(
      `${row.path}: ${kb(row.total)} of JavaScript, over ${twin.path}'s ${kb(twin.total)} by more than ${kb(LANGUAGE_TOLERANCE)}`,
    );
    process.exitCode = 1;
  }
}
