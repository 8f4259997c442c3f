/**
 * The `_headers` file (Netlify / Cloudflare Pages format) that the build writes into
 * `build/client/_headers`, parsed once at start-up and matched per request path.
 *
 * Format:
 *   # comment
 *   /*
 *     X-Content-Type-Options: nosniff
 *   /assets/*
 *     Cache-Control: public, max-age=31536000, immutable
 *     ! Some-Header        (Cloudflare "detach": remove a header a broader block set)
 *
 * A path line starts at column 0; its header lines are indented. `*` matches any run of
 * characters (including `/`), `:name` matches one path segment. Absolute-URL patterns
 * (`https://host/...`) are for other hosts' routing and never match here.
 *
 * Ours because Hono's secureHeaders takes a fixed set in code, while the build's `_headers` is the
 * one place these headers (and the CSP hashes) are defined for every host we deploy to.
 *
 * Merging: every matching block applies, broadest first (fewest literal characters), so a
 * more specific block replaces a header of the same name set by a broader one. We replace
 * rather than comma-join (what Cloudflare does) because joined security headers such as
 * `X-Frame-Options: DENY, SAMEORIGIN` are invalid.
 */

import { SECURITY_HEADERS } from "../contract/response-headers";

export interface HeaderRule {
  pattern: string;
  /** Header names as written, in order. */
  headers: Array<[name: string, value: string]>;
  /** Lower-cased names removed by `! Name` lines. */
  detach: string[];
  matcher: RegExp | null;
  specificity: number;
}

/** Sent when the build wrote no `_headers` file: the headers the build gives every path (contract/response-headers.ts). */
export const DEFAULT_SECURITY_HEADERS: Readonly<Record<string, string>> = SECURITY_HEADERS;

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function compilePattern(pattern: string): RegExp | null {
  if (!pattern.startsWith("/")) return null;
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === "*") {
      source += ".*";
    } else if (ch === ":" && /[A-Za-z_]/.test(pattern[i + 1] ?? "")) {
      let j = i + 1;
      while (j < pattern.length && /\w/.test(pattern[j]!)) j++;
      source += "[^/]+";
      i = j - 1;
    } else {
      source += ch.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    }
  }
  return new RegExp(`^${source}$`);
}

function literalLength(pattern: string): number {
  return pattern.replace(/\*/g, "").replace(/:\w+/g, "").length;
}

export class HeadersFileError extends Error {}

/** Parses the text of a `_headers` file. Throws HeadersFileError with the line number on bad lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    const indented = /^\s/.test(raw);
    if (!indented) {
      current = {
        pattern: trimmed,
        headers: [],
        detach: [],
        matcher: compilePattern(trimmed),
        specificity: literalLength(trimmed),
      };
      rules.push(current);
      return;
    }
    if (!current) throw new HeadersFileError(`_headers line ${lineNo}: header before any path`);
    const rule: HeaderRule = current;
    if (trimmed.startsWith("!")) {
      const name = trimmed.slice(1).trim();
      if (!HEADER_NAME.test(name)) throw new HeadersFileError(`_headers line ${lineNo}: bad header name`);
      rule.detach.push(name.toLowerCase());
      return;
    }
    const colon = trimmed.indexOf(":");
    if (colon <= 0) throw new HeadersFileError(`_headers line ${lineNo}: expected "Name: value"`);
    const name = trimmed.slice(0, colon).trim();
    const value = trimmed.slice(colon + 1).trim();
    if (!HEADER_NAME.test(name)) throw new HeadersFileError(`_headers line ${lineNo}: bad header name "${name}"`);
    if (/[\r\n\0]/.test(value)) throw new HeadersFileError(`_headers line ${lineNo}: bad header value`);
    rule.headers.push([name, value]);
  });
  return rules;
}

/** The headers to send for a request path (decoded, starting with "/"). Keys keep the file's spelling. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const matching = rules
    .map((rule, order) => ({ rule, order }))
    .filter(({ rule }) => rule.matcher?.test(pathname))
    .sort((a, b) => a.rule.specificity - b.rule.specificity || a.order - b.order);
  // Lower-cased name -> [spelling, value]
  const merged = new Map<string, [string, string]>();
  for (const { rule } of matching) {
    for (const name of rule.detach) merged.delete(name);
    for (const [name, value] of rule.headers) merged.set(name.toLowerCase(), [name, value]);
  }
  return Object.fromEntries([...merged.values()]);
}

/** Rules equivalent to the built-in default set, used when no `_headers` file exists. */
export function defaultHeaderRules(): HeaderRule[] {
  return parseHeadersFile(["/*", ...Object.entries(DEFAULT_SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`)].join("\n"));
}
