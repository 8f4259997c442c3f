// What every host must answer, checked over HTTP: each page at its one URL with every protection,
// caching that fits what is served, the 404 page with status 404, nothing for the host or for
// developers, and every internal link and sitemap entry answered without a redirect.
import { SERVICE_WORKER_PATH } from "../../contract/offline";
import { CACHE_CONTROL } from "../../contract/response-headers";
import { newsFeeds, paths } from "../../contract/site-paths";
import { Parser } from "htmlparser2";
import { movedStatus } from "../host-files.mjs";

export interface Site {
  siteUrl: string;
  /** Every page's path in every language (app/content/site-map.ts). */
  pages: string[];
  /** Each language's 404 page: its prefix ("" or "/fr"), and the `<title>` and `<html lang>` of its built page. */
  notFound: { prefix: string; title: string; lang: string }[];
  /** Moved addresses in every language (app/content/moved-addresses.ts): each a permanent redirect to its page. */
  moved: { from: string; to: string }[];
}

type Headers = globalThis.Headers;

/** Every string in a JSON-LD value (URLs among them). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The `<loc>` URLs of a sitemap, read with an XML parser. */
export function sitemapLocations(xml: string): string[] {
  const locs: string[] = [];
  let loc: string | null = null;
  const parser = new Parser(
    {
      onopentag(tag) {
        if (tag === "loc") loc = "";
      },
      ontext(text) {
        if (loc !== null) loc += text;
      },
      onclosetag(tag) {
        if (tag === "loc" && loc !== null) locs.push(loc.trim());
        loc = null;
      },
    },
    { xmlMode: true },
  );
  parser.end(xml);
  return locs;
}

/**
 * What a page's HTML names: canonical link, og:url, internal link targets, JSON-LD strings, scripts,
 * and the hashed files under /assets/ it links (its stylesheet; scripts where it hydrates).
 */
export function readPage(html: string) {
  const found = {
    canonical: "",
    ogUrl: "",
    links: [] as string[],
    jsonLd: [] as string[],
    scripts: [] as string[],
    assets: [] as string[],
    /** The pictures the loading gate waits for (`data-loading-gate`). */
    gated: [] as string[],
    title: "",
    /** `<html lang>`. */
    lang: "",
  };
  let text: "title" | "ld" | null = null;
  let body = "";
  const parser = new Parser({
    onopentag(tag, attrs) {
      if (tag === "html") found.lang = attrs.lang ?? "";
      if (tag === "link" && attrs.rel === "canonical") found.canonical = attrs.href ?? "";
      if (tag === "meta" && attrs.property === "og:url") found.ogUrl = attrs.content ?? "";
      if (tag === "a" && attrs.href) found.links.push(attrs.href);
      if (tag === "script" && attrs.src) found.scripts.push(attrs.src);
      const file = tag === "script" ? attrs.src : tag === "link" && attrs.rel === "stylesheet" ? attrs.href : undefined;
      if (file?.startsWith("/assets/")) found.assets.push(file);
      if (attrs["data-loading-gate"]) found.gated.push(...(JSON.parse(attrs["data-loading-gate"]) as string[]));
      if (tag === "title") text = "title";
      if (tag === "script" && attrs.type === "application/ld+json") text = "ld";
      body = "";
    },
    ontext(chunk) {
      if (text) body += chunk;
    },
    onclosetag(tag) {
      if (text === "title" && tag === "title") found.title = body;
      if (text === "ld" && tag === "script") found.jsonLd.push(...strings(JSON.parse(body)));
      if (tag === "title" || tag === "script") text = null;
    },
  });
  parser.end(html);
  return found;
}

/** A Content-Security-Policy's directives by (lower-case) name, each with its values. */
export function cspDirectives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** Problems with the protections every response must carry. `page`: a document that must run no inline code. */
export function protectionProblems(headers: Headers, kind: "page" | "file" | "admin"): string[] {
  const problems: string[] = [];
  const csp = headers.get("content-security-policy") ?? "";
  const d = cspDirectives(csp);
  if (!csp) problems.push("no Content-Security-Policy");
  else {
    if ((csp.match(/default-src/g) ?? []).length !== 1) problems.push("Content-Security-Policy joined from several rules");
    if (kind === "page" && csp.includes("'unsafe-inline'")) problems.push("Content-Security-Policy allows 'unsafe-inline'");
    if ((d.get("script-src") ?? []).includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
    if (kind !== "file" && !d.get("script-src")?.includes("'self'")) problems.push("script-src without 'self'");
    if (kind === "file" && d.has("script-src")) problems.push("a file gets the page policy instead of the short one");
  }
  const hsts = Number(headers.get("strict-transport-security")?.match(/max-age=(\d+)/)?.[1] ?? 0);
  if (hsts < 31536000) problems.push("no Strict-Transport-Security of a year");
  if (headers.get("x-content-type-options") !== "nosniff") problems.push("no X-Content-Type-Options: nosniff");
  if (headers.get("x-frame-options") !== "DENY" && d.get("frame-ancestors")?.join(" ") !== "'none'") problems.push("no frame protection");
  if (!headers.get("referrer-policy")) problems.push("no Referrer-Policy");
  if (!headers.get("permissions-policy")) problems.push("no Permissions-Policy");
  return problems;
}

const revalidates = (cache: string) => /no-cache|max-age=0\b/.test(cache) && !/immutable/.test(cache);

export interface HttpReport {
  problems: string[];
  checked: number;
  /** Response header bytes (name: value CRLF) of a page and of an asset, for the record. */
  headerBytes: Record<string, number>;
}

const headerBytes = (headers: Headers) => [...headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);

export async function checkHttp(base: string, site: Site): Promise<HttpReport> {
  const problems: string[] = [];
  const report: HttpReport = { problems, checked: 0, headerBytes: {} };
  const get = async (path: string) => {
    report.checked++;
    const res = await fetch(new URL(path, base), { redirect: "manual" });
    return { res, text: await res.text() };
  };
  const internal = new Set<string>();
  let asset = "";
  let gated = "";

  for (const path of site.pages) {
    const { res, text } = await get(path);
    if (res.status !== 200) {
      problems.push(`${path}: status ${res.status}${res.headers.get("location") ? ` → ${res.headers.get("location")}` : ""}, not 200`);
      continue;
    }
    for (const problem of protectionProblems(res.headers, "page")) problems.push(`${path}: ${problem}`);
    if (!revalidates(res.headers.get("cache-control") ?? ""))
      problems.push(`${path}: Cache-Control "${res.headers.get("cache-control")}" does not revalidate`);
    const page = readPage(text);
    const served = `${site.siteUrl}${path}`;
    const canonicalPath = page.canonical.startsWith(site.siteUrl) ? page.canonical.slice(site.siteUrl.length) || "/" : "";
    // An alias page names its main page; every other page names itself.
    if (page.canonical !== served && !site.pages.includes(canonicalPath))
      problems.push(`${path}: canonical ${page.canonical} is not a page of ${site.siteUrl}`);
    if (page.canonical !== served) internal.add(canonicalPath);
    if (page.ogUrl !== page.canonical) problems.push(`${path}: og:url ${page.ogUrl} differs from the canonical ${page.canonical}`);
    // JSON-LD names pages by absolute URL (breadcrumbs, the organisation, job postings).
    for (const value of page.jsonLd) if (value.startsWith(`${site.siteUrl}/`)) internal.add(new URL(value).pathname);
    for (const href of page.links) {
      const url = new URL(href, new URL(path, base));
      if (url.origin === new URL(base).origin) internal.add(url.pathname);
      else if (href.startsWith(site.siteUrl)) internal.add(new URL(href).pathname);
    }
    asset ||= page.assets[0] ?? "";
    gated ||= page.gated.find((src) => src.startsWith("/")) ?? "";
    if (path === "/") report.headerBytes["page /"] = headerBytes(res.headers);
    if (path === "/contact/quote") report.headerBytes["page /contact/quote"] = headerBytes(res.headers);
  }

  const sitemap = await get("/sitemap.xml");
  const locs = sitemapLocations(sitemap.text);
  if (locs.length === 0) problems.push("sitemap: no <loc> entry (is /sitemap.xml a sitemap?)");
  for (const loc of locs) {
    if (!loc.startsWith(site.siteUrl)) problems.push(`sitemap: ${loc} is not on ${site.siteUrl}`);
    else internal.add(loc.slice(site.siteUrl.length) || "/");
  }
  for (const problem of protectionProblems(sitemap.res.headers, "file")) problems.push(`/sitemap.xml: ${problem}`);

  // Every internal link answers 200 itself: no redirect hop, nothing missing.
  for (const path of [...internal].sort()) {
    if (site.pages.includes(path)) continue;
    const { res } = await get(path);
    if (res.status !== 200)
      problems.push(`link ${path}: status ${res.status}${res.headers.get("location") ? ` → ${res.headers.get("location")}` : ""}`);
  }

  // The service worker: revalidated on every update check, so a new build's worker is found at once;
  // and a policy that lets it fetch (a worker runs under its own script's CSP).
  {
    const { res } = await get(SERVICE_WORKER_PATH);
    const cache = res.headers.get("cache-control") ?? "";
    if (res.status !== 200) problems.push(`${SERVICE_WORKER_PATH}: status ${res.status}, not 200`);
    else if (cache !== CACHE_CONTROL.worker)
      problems.push(`${SERVICE_WORKER_PATH}: Cache-Control "${cache}", not "${CACHE_CONTROL.worker}"`);
    if (!/connect-src 'self'/.test(res.headers.get("content-security-policy") ?? ""))
      problems.push(`${SERVICE_WORKER_PATH}: its policy does not let it fetch the site (connect-src 'self')`);
  }

  // Hashed assets for a year, with the short policy; other files briefly.
  if (!asset) problems.push("no /assets/ file found on the pages");
  else {
    const { res } = await get(asset);
    const cache = res.headers.get("cache-control") ?? "";
    if (!/max-age=31536000/.test(cache) || !/immutable/.test(cache))
      problems.push(`${asset}: Cache-Control "${cache}", not a year immutable`);
    for (const problem of protectionProblems(res.headers, "file")) problems.push(`${asset}: ${problem}`);
    report.headerBytes["asset"] = headerBytes(res.headers);
  }
  // The loading gate fetches pictures for the cache to show later (docs/decisions/0013): they must be storable.
  if (!gated) problems.push("no page names a picture its loading gate waits for");
  else {
    const { res } = await get(gated);
    const cache = res.headers.get("cache-control") ?? "";
    if (res.status !== 200 || !/max-age=[1-9]/.test(cache) || /no-store|no-cache/.test(cache))
      problems.push(`${gated}: status ${res.status}, Cache-Control "${cache}" (the gate's fetch must be kept for the picture)`);
  }
  // Each language's search index (/search-index.json, /fr/search-index.json) is a file like the others.
  for (const file of ["/favicon.svg", "/robots.txt", ...site.notFound.map(({ prefix }) => `${prefix}${paths.searchIndex}`)]) {
    const { res } = await get(file);
    const cache = res.headers.get("cache-control") ?? "";
    if (res.status !== 200 || /immutable/.test(cache) || !cache)
      problems.push(`${file}: status ${res.status}, Cache-Control "${cache}" (want a short lifetime)`);
    for (const problem of protectionProblems(res.headers, "file")) problems.push(`${file}: ${problem}`);
  }

  // Each language's news feeds with their own media types (contract/site-paths.ts `newsFeeds`),
  // which no host's own table gives a .xml file: the build's rules must reach every host.
  for (const feed of site.notFound.flatMap(({ prefix }) =>
    Object.values(newsFeeds).map((each) => ({ ...each, path: `${prefix}${each.path}` })),
  )) {
    const { res } = await get(feed.path);
    const type = res.headers.get("content-type") ?? "";
    if (res.status !== 200 || type.replace(/\s+/g, "").toLowerCase() !== feed.type.replace(/\s+/g, "").toLowerCase())
      problems.push(`${feed.path}: status ${res.status}, Content-Type "${type}" (want "${feed.type}")`);
    for (const problem of protectionProblems(res.headers, "file")) problems.push(`${feed.path}: ${problem}`);
  }

  // Unknown paths: the site's own 404 page in the address's language (/fr/… gets the French one),
  // with status 404 and the protections.
  for (const notFound of site.notFound) {
    for (const path of ["/no-such-page", "/about/no-such-page", "/404"].map((p) => `${notFound.prefix}${p}`)) {
      const { res, text } = await get(path);
      const page = readPage(text);
      if (res.status !== 404) problems.push(`${path}: status ${res.status}, not 404`);
      if (page.title !== notFound.title || page.lang !== notFound.lang)
        problems.push(`${path}: not the "${notFound.lang}" 404 page ("${page.title}", lang "${page.lang}")`);
      for (const problem of protectionProblems(res.headers, "page")) problems.push(`${path}: ${problem}`);
    }
  }

  // Moved addresses: the one permanent status, to the page (with the query kept), on every host.
  for (const { from, to } of site.moved) {
    const { res } = await get(`${from}?from=check`);
    const location = res.headers.get("location");
    const target = location ? new URL(location, base) : null;
    if (res.status !== movedStatus || target?.pathname !== to || target.search !== "?from=check")
      problems.push(`moved ${from}: status ${res.status} → ${location}, not ${movedStatus} → ${to}?from=check`);
    if (!site.pages.includes(to)) problems.push(`moved ${from}: ${to} is not a page`);
  }

  // Nothing for the host or for developers.
  for (const path of [
    "/_headers",
    "/_redirects",
    "/README.md",
    "/art/README.md",
    "/nginx-headers.conf",
    "/nginx/site.conf",
    "/build-mode.json",
    "/__spa-fallback.html",
    "/.env",
  ]) {
    const { res } = await get(path);
    if (res.status !== 404) problems.push(`${path}: status ${res.status}, not 404`);
  }

  // The editor: /admin leads to /admin/, which has its own policy and every other protection.
  const bare = await get("/admin");
  if (![301, 308].includes(bare.res.status) || !bare.res.headers.get("location")?.endsWith("/admin/")) {
    problems.push(`/admin: status ${bare.res.status} → ${bare.res.headers.get("location")}, not a redirect to /admin/`);
  }
  const admin = await get("/admin/");
  if (admin.res.status !== 200) problems.push(`/admin/: status ${admin.res.status}`);
  for (const problem of protectionProblems(admin.res.headers, "admin")) problems.push(`/admin/: ${problem}`);
  if (!admin.res.headers.get("content-security-policy")?.includes("'unsafe-eval'")) problems.push("/admin/: not the editor's policy");
  return report;
}
