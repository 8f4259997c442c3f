// The pure core of scripts/check-links.mjs: find every reference in a built page and decide whether
// it resolves. No file system here, so it is unit-tested (links.test.mjs).
import { Parser } from "htmlparser2";
import { splitLocalPath } from "../contract/languages.ts";

/** Attributes that reference another resource, per element. */
const refAttributes = {
  a: ["href"],
  area: ["href"],
  link: ["href"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  script: ["src"],
  iframe: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  use: ["href", "xlink:href"],
};

/** Meta tags whose content is a URL of this site or another. */
const urlMeta = new Set(["og:url", "og:image", "twitter:image"]);

/** URLs of a srcset: the first token of each comma-separated candidate (our file names have no commas). */
export function srcsetUrls(srcset) {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

/**
 * Everything a page points at, and the ids it offers as anchor targets.
 * `refs`: { tag, attr, url, target, rel, download, hreflang }.
 * An HTML parser reads the tags, so script and style bodies and comments are never taken for
 * markup, and attribute values arrive decoded, as the browser sees them.
 */
export function parsePage(html) {
  const ids = new Set();
  const refs = [];
  const parser = new Parser({
    onopentag(tag, attrs) {
      if (attrs.id) ids.add(attrs.id);
      if (tag === "a" && attrs.name) ids.add(attrs.name);
      const common = {
        tag,
        target: attrs.target ?? null,
        rel: attrs.rel ?? "",
        download: "download" in attrs,
        hreflang: attrs.hreflang ?? null,
      };
      for (const attr of refAttributes[tag] ?? []) {
        if (!(attr in attrs)) continue;
        const urls = attr === "srcset" ? srcsetUrls(attrs[attr]) : [attrs[attr]];
        for (const url of urls) refs.push({ ...common, attr, url });
      }
      if (tag === "meta" && urlMeta.has(attrs.property ?? attrs.name ?? "") && attrs.content) {
        refs.push({ ...common, attr: "content", url: attrs.content });
      }
    },
  });
  parser.end(html);
  return { ids, refs };
}

/**
 * What a reference points at, seen from the page at `pagePath` on `siteOrigin`:
 * - { kind: "internal", path, hash } for this site (relative, root-relative or absolute on our origin);
 * - { kind: "external", origin } for another http(s) origin;
 * - { kind: "special" } for mailto:, tel: and data: URLs;
 * - { kind: "invalid", reason } for anything else (javascript:, an empty href, a bare "#").
 */
export function classify(url, pagePath, siteOrigin) {
  const trimmed = url.trim();
  if (trimmed === "") return { kind: "invalid", reason: "empty URL" };
  if (trimmed === "#") return { kind: "invalid", reason: 'bare "#" (use a button, or link to a real target)' };
  if (/^(mailto|tel|data):/i.test(trimmed)) return { kind: "special" };
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed) && !/^https?:/i.test(trimmed)) {
    return { kind: "invalid", reason: `unsupported scheme ${trimmed.split(":")[0]}:` };
  }
  const base = new URL(pagePath, siteOrigin);
  const resolved = new URL(trimmed, base);
  if (resolved.origin !== new URL(siteOrigin).origin) return { kind: "external", origin: resolved.origin };
  return { kind: "internal", path: decodeURIComponent(resolved.pathname), hash: decodeURIComponent(resolved.hash.slice(1)) };
}

/** The site path a built file answers at: about/index.html → /about, 404.html → /404. */
export function pagePathOf(relativeFile) {
  const file = relativeFile.split("\\").join("/");
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file.replace(/\.html$/, "")}`;
}

/**
 * The built file that answers a path at the one URL form every host serves without a redirect
 * (docs/decisions/0002): `/` is index.html, a page `/about` is about.html, a file is itself, a
 * folder's address ending in `/` its index.html (the editor, /admin/). `/about/` and `/about.html`
 * answer with a redirect on the hosts, so they resolve to nothing here. `files` is a Set of paths
 * relative to the build folder, with forward slashes. Returns null when nothing answers.
 */
export function resolveFile(path, files) {
  const clean = path.replace(/^\/+/, "");
  const candidates =
    clean === "" ? ["index.html"] : clean.endsWith("/") ? [`${clean}index.html`] : clean.endsWith(".html") ? [] : [clean, `${clean}.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

const hasRel = (rel, value) => rel.toLowerCase().split(/\s+/).includes(value);

/**
 * Problems of one page. `pages` maps a built .html file (relative) to its parsed { ids }, `files`
 * is every built file (relative). Returns human-readable messages.
 */
export function checkPage({ file, parsed, pages, files, siteOrigin }) {
  const problems = [];
  const pagePath = pagePathOf(file);
  for (const ref of parsed.refs) {
    const where = `<${ref.tag} ${ref.attr}="${ref.url}">`;
    const target = classify(ref.url, pagePath, siteOrigin);
    if (target.kind === "invalid") {
      problems.push(`${where}: ${target.reason}`);
      continue;
    }
    let internalFile = null;
    if (target.kind === "internal") {
      internalFile = resolveFile(target.path, files);
      if (!internalFile) {
        problems.push(`${where}: ${target.path} is not a built page or file`);
        continue;
      }
      if (target.hash) {
        const ids = internalFile.endsWith(".html") ? pages.get(internalFile)?.ids : null;
        if (!ids?.has(target.hash)) problems.push(`${where}: no element with id "${target.hash}" in ${internalFile}`);
      }
      // A page's links stay in its language (docs/decisions/0018); only the language switch, which
      // says so with hreflang, leads to the other one.
      const [from, to] = [splitLocalPath(pagePath).language, splitLocalPath(target.path).language];
      if ((ref.tag === "a" || ref.tag === "area") && internalFile.endsWith(".html") && from !== to && !ref.hreflang) {
        problems.push(`${where}: a page in "${from}" links to a page in "${to}" without hreflang (only the language switch may)`);
      }
    }
    if (ref.target === "_blank") {
      if (target.kind === "external") {
        if (!hasRel(ref.rel, "noopener") || !hasRel(ref.rel, "noreferrer")) {
          problems.push(`${where}: opens a new tab without rel="noopener noreferrer"`);
        }
      } else if (!(ref.download || (internalFile && !internalFile.endsWith(".html")))) {
        problems.push(`${where}: target="_blank" on a link that is neither external nor a download`);
      }
    }
  }
  return problems;
}
