// The site's response headers, computed from the built HTML: one host-neutral list of rules
// (`headerRules`), written for each host by scripts/host-files.mjs: build/client/_headers
// (Cloudflare Pages; our own server reads it too) and build/nginx/site.conf. Each page's policy
// lists only that page's inline-script hashes (docs/decisions/0002).
import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";
import { CACHE_CONTROL, SECURITY_HEADERS } from "../contract/response-headers.ts";
import { adminHeaders } from "./cms/admin-headers.mjs";
import { SERVICE_WORKER_PATH } from "../contract/offline.ts";
import { LANGUAGE_FACTS, LANGUAGES, localPath } from "../contract/languages.ts";
import { newsFeeds } from "../contract/site-paths.ts";

/** The embedded office maps on /contact: framed, and asked first whether they answer (app/enhance/office-tabs.ts). */
export const frameOrigins = ["https://www.openstreetmap.org"];

/** Headers that do not depend on the build (our server sends the same when a build has none). */
export const baseHeaders = SECURITY_HEADERS;

/** Cache lifetimes: hashed assets, pages, other files (our server sends the same). */
export const cacheControl = CACHE_CONTROL;

/**
 * The policy for files that are not pages (scripts, styles, fonts, images, JSON). Browsers apply a
 * CSP only to documents, so the page policy (kilobytes of hashes) would be dead weight on each of
 * them; an SVG opened directly still gets a locked-down document. The local server lets the more
 * specific block win; a host that combines both blocks (Cloudflare comma-joins them) enforces both
 * policies, which is still safe, only not smaller.
 */
export const filePolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * The service worker's policy: a worker runs under the CSP of its own script's response, so the
 * file policy (default-src 'none') would stop every fetch it makes. It fetches our pages and files,
 * and sends queued enquiries to the form endpoint.
 */
export function workerPolicy(formEndpoint) {
  const form = endpointOrigin(formEndpoint);
  return `default-src 'none'; connect-src 'self'${form ? ` ${form}` : ""}; frame-ancestors 'none'`;
}

/** `'sha256-…'` of a script or style body, as CSP wants it (base64 of the UTF-8 bytes' digest). */
export function cspHash(body) {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

const executableTypes = new Set(["", "module", "text/javascript", "application/javascript"]);
/** Inline script types the CSP governs: JavaScript, and speculation rules (Chromium checks them against script-src). */
const policedTypes = new Set([...executableTypes, "speculationrules"]);

/**
 * What CSP has to allow in a page, read with an HTML parser: the bodies of the inline scripts it
 * runs (every `<script>` without `src` whose type is in `scriptTypes`, JavaScript unless told; data blocks such as
 * `application/ld+json` are not executed, so CSP ignores them), its `<style>` bodies, and its
 * `style="…"` values, decoded as the browser sees them.
 */
function inlineContent(html, scriptTypes = executableTypes) {
  const scripts = [];
  const elements = [];
  const attributes = [];
  let body = null;
  const parser = new Parser({
    onopentag(tag, attrs) {
      if (attrs.style !== undefined) attributes.push(attrs.style);
      const runs = tag === "script" && attrs.src === undefined && scriptTypes.has((attrs.type ?? "").trim().toLowerCase());
      if (runs || tag === "style") body = "";
    },
    ontext(text) {
      if (body !== null) body += text;
    },
    onclosetag(tag) {
      if (body === null) return;
      if (tag === "script") scripts.push(body);
      if (tag === "style") elements.push(body);
      body = null;
    },
  });
  parser.end(html);
  return { scripts, styles: { elements, attributes } };
}

/** Bodies of the inline scripts a page runs. */
export function inlineScripts(html, types = executableTypes) {
  return inlineContent(html, types).scripts;
}

/** Inline `<style>` bodies and `style="…"` attribute values (decoded) in a page. */
export function inlineStyles(html) {
  return inlineContent(html).styles;
}

/** The origin to allow for the form endpoint, or null when it is same-origin (a path like /api/enquiries). */
export function endpointOrigin(endpoint) {
  if (!endpoint || !/^https?:\/\//i.test(endpoint)) return null;
  return new URL(endpoint).origin;
}

const unique = (values) => [...new Set(values)].sort();

/**
 * The Content-Security-Policy. Everything is denied unless listed: scripts only from our origin
 * plus the hashes of the inline scripts React Router writes into each page; no 'unsafe-inline' or
 * 'unsafe-eval' anywhere. Inline styles are allowed only by hash, and only if the build has any.
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  styleHashes = [],
  styleAttributeHashes = [],
  formOrigin = null,
  frames = frameOrigins,
}) {
  const self = ["'self'", ...(formOrigin ? [formOrigin] : [])];
  const directives = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", ...unique(scriptHashes)]],
    ["style-src", ["'self'", ...unique(styleHashes)]],
    ...(styleAttributeHashes.length > 0 ? [["style-src-attr", ["'unsafe-hashes'", ...unique(styleAttributeHashes)]]] : []),
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", [...self, ...frames]],
    ["form-action", self],
    ["frame-src", frames.length > 0 ? frames : ["'none'"]],
    ["manifest-src", ["'self'"]],
    ["base-uri", ["'none'"]],
    ["object-src", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** The inline script and style hashes of a set of pages (each distinct body once). */
export function hashesOf(htmlPages) {
  const scripts = new Set();
  const styles = new Set();
  const styleAttributes = new Set();
  for (const html of htmlPages) {
    for (const body of inlineScripts(html, policedTypes)) scripts.add(cspHash(body));
    const { elements, attributes } = inlineStyles(html);
    for (const body of elements) styles.add(cspHash(body));
    for (const value of attributes) styleAttributes.add(cspHash(value));
  }
  return { scriptHashes: [...scripts], styleHashes: [...styles], styleAttributeHashes: [...styleAttributes] };
}

/** The Content-Security-Policy of one page: its own inline scripts and styles only. */
export function pagePolicy(html, formEndpoint, frames = frameOrigins) {
  return contentSecurityPolicy({ ...hashesOf([html]), formOrigin: endpointOrigin(formEndpoint), frames });
}

/**
 * Path patterns of the built files that are not pages: every top-level folder without an HTML page
 * in it (`/assets/*`, `/art/*`, …), every top-level file that is neither HTML nor React Router's
 * route data, and `/*.data` for the route data wherever it is. A language's folder (`fr/`,
 * docs/decisions/0018) is a root of its own: `fr/search-index.json` is `/fr/search-index.json`.
 * `files` are paths relative to the client folder, with forward slashes.
 */
export function filePatterns(files) {
  const roots = LANGUAGES.map((language) => LANGUAGE_FACTS[language].prefix.slice(1));
  /** A file's language folder ("" for the root) and its path inside it. */
  const split = (file) => {
    const root = roots.find((prefix) => prefix && file.startsWith(`${prefix}/`)) ?? "";
    return { base: root ? `/${root}` : "", parts: (root ? file.slice(root.length + 1) : file).split("/") };
  };
  const pageDirs = new Set(
    files
      .filter((f) => f.endsWith(".html"))
      .map(split)
      .filter(({ parts }) => parts.length > 1)
      .map(({ base, parts }) => `${base}/${parts[0]}`),
  );
  const patterns = new Set();
  for (const file of files) {
    const { base, parts } = split(file);
    const [top, ...rest] = parts;
    if (file.endsWith(".data")) patterns.add("/*.data");
    else if (rest.length > 0 && !pageDirs.has(`${base}/${top}`)) patterns.add(`${base}/${top}/*`);
    else if (rest.length === 0 && !file.endsWith(".html") && !top.startsWith("_")) patterns.add(`${base}/${top}`);
  }
  return [...patterns].sort();
}

/**
 * The site's header rules, broadest first, for every host. `/*` carries every header (with the 404
 * page's policy, since unknown paths get that page); each later rule replaces the headers it names
 * for the paths it matches: a page's own policy at its exact path (none when it equals the `/*` one;
 * the rule stays, since nginx serves each page from its own location), the short policy and a cache
 * lifetime for files, the editor's headers under /admin/.
 * `pages`: [{ path, html }] of every page; `notFoundHtml`: the 404 page; `files`: every built file.
 */
export function headerRules({ pages, notFoundHtml, files, formEndpoint }) {
  const rules = [
    {
      pattern: "/*",
      kind: "fallback",
      headers: { "Content-Security-Policy": pagePolicy(notFoundHtml, formEndpoint), ...baseHeaders, "Cache-Control": cacheControl.page },
    },
  ];
  // A page whose inline scripts are the 404 page's (those that do not hydrate) needs nothing of its own.
  const own = (headers) => Object.fromEntries(Object.entries(headers).filter(([name, value]) => rules[0].headers[name] !== value));
  for (const { path, html } of pages) {
    rules.push({
      pattern: path,
      kind: "page",
      headers: own({ "Content-Security-Policy": pagePolicy(html, formEndpoint), "Cache-Control": cacheControl.page }),
    });
  }
  for (const pattern of filePatterns(files)) {
    if (pattern === SERVICE_WORKER_PATH) {
      rules.push({
        pattern,
        kind: "file",
        headers: { "Content-Security-Policy": workerPolicy(formEndpoint), "Cache-Control": cacheControl.worker },
      });
      continue;
    }
    const cache = pattern === "/assets/*" ? cacheControl.asset : cacheControl.file;
    rules.push({ pattern, kind: "file", headers: { "Content-Security-Policy": filePolicy, "Cache-Control": cache } });
  }
  // The news feeds, in each language: their own media types, which no host's table gives a .xml
  // file (contract/site-paths.ts `newsFeeds`); short-lived like the pages that link them.
  for (const { path, type } of LANGUAGES.flatMap((language) =>
    Object.values(newsFeeds).map((feed) => ({ ...feed, path: localPath(feed.path, language) })),
  )) {
    if (!files.includes(path.slice(1))) continue;
    rules.push({
      pattern: path,
      kind: "feed",
      headers: { "Content-Type": type, "Content-Security-Policy": filePolicy, "Cache-Control": cacheControl.page },
    });
  }
  // The content editor needs a looser policy than the site (scripts/cms/admin-headers.mjs).
  if (files.includes("admin/index.html")) rules.push({ pattern: "/admin/*", kind: "admin", headers: adminHeaders });
  return rules;
}

/** Every header a rule's paths get: the `/*` rule's, with the rule's own replacing those of the same name. */
export function effectiveHeaders(rules, rule) {
  return { ...rules[0].headers, ...rule.headers };
}
