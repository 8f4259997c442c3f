/**
 * Serves the prerendered site (`build/client`) the way a static host would:
 * clean URLs, 404.html with status 404, gzip/brotli for text, cache headers, ETag/304.
 * Framework-agnostic: takes a Fetch API Request, returns a Response.
 */
import { createReadStream } from "node:fs";
import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { contentTypeFor, isCompressible, isHtml } from "./content-types";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Files up to this size are kept in memory (with their compressed forms); bigger ones are streamed. */
const MAX_CACHED_BYTES = 2 * 1024 * 1024;
/** Smaller bodies are not worth compressing. */
const MIN_COMPRESS_BYTES = 256;

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_HTML = "no-cache";
export const CACHE_SHORT = "public, max-age=3600";

/** Names at the top of the build folder that belong to the host, not the site. */
const HIDDEN_ROOT_FILES = new Set(["_headers", "_redirects"]);

export interface ResolvedPath {
  /** Decoded path segments, without empty ones. */
  segments: string[];
  trailingSlash: boolean;
  /** The decoded, normalised path ("/about/who-we-are/"), used to match `_headers` rules. */
  pathname: string;
}

/**
 * Turns a raw (still percent-encoded) URL path into safe segments, or null when it can never name
 * a file inside the root: dot segments, encoded slashes/backslashes, NUL, dotfiles, bad escapes.
 */
export function resolveRequestPath(rawPathname: string): ResolvedPath | null {
  if (!rawPathname.startsWith("/")) return null;
  const parts = rawPathname.split("/").slice(1);
  const trailingSlash = parts.length > 0 && parts[parts.length - 1] === "";
  const segments: string[] = [];
  for (const part of parts) {
    if (part === "") continue;
    let seg: string;
    try {
      seg = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (seg === "." || seg === ".." || seg.startsWith(".")) return null;
    if (/[/\\\0]/.test(seg) || seg.includes(":")) return null;
    segments.push(seg);
  }
  if (segments.length === 1 && HIDDEN_ROOT_FILES.has(segments[0]!)) return null;
  const pathname = "/" + segments.join("/") + (trailingSlash && segments.length > 0 ? "/" : "");
  return { segments, trailingSlash, pathname };
}

/** The files that may answer a path, in order of preference. */
export function candidateFiles(resolved: ResolvedPath): string[][] {
  const { segments, trailingSlash } = resolved;
  if (segments.length === 0) return [["index.html"]];
  if (trailingSlash) return [[...segments, "index.html"]];
  const last = segments[segments.length - 1]!;
  return [segments, [...segments, "index.html"], [...segments.slice(0, -1), `${last}.html`]];
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  gzip?: Promise<Buffer>;
  br?: Promise<Buffer>;
}

interface FoundFile {
  absPath: string;
  size: number;
  mtime: Date;
}

export type Encoding = "br" | "gzip" | "identity";

/** Picks br, then gzip, from an Accept-Encoding header, honouring q=0. */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const q = new Map<string, number>();
  for (const item of acceptEncoding.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";");
    if (!name) continue;
    let quality = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) quality = Number(m[1]);
    }
    q.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

function cacheControlFor(pathname: string, filePath: string): string {
  if (pathname.startsWith("/assets/")) return CACHE_IMMUTABLE;
  if (isHtml(filePath)) return CACHE_HTML;
  return CACHE_SHORT;
}

export interface StaticSiteResult {
  response: Response;
  /** The path to match `_headers` rules against. */
  pathname: string;
}

export interface StaticSite {
  root: string;
  handle(request: Request): Promise<StaticSiteResult>;
}

export function createStaticSite(rootDir: string): StaticSite {
  const root = path.resolve(rootDir);
  let realRoot: string | null = null;
  const cache = new Map<string, CachedFile>();

  async function getRealRoot(): Promise<string> {
    realRoot ??= await realpath(root).catch(() => root);
    return realRoot;
  }

  async function findFile(segments: string[]): Promise<FoundFile | null> {
    const absPath = path.join(root, ...segments);
    if (absPath !== root && !absPath.startsWith(root + path.sep)) return null;
    try {
      const st = await stat(absPath);
      if (!st.isFile()) return null;
      // Refuse symlinks that lead out of the build folder.
      if (!cache.has(absPath)) {
        const real = await realpath(absPath);
        const rr = await getRealRoot();
        if (!real.startsWith(rr + path.sep)) return null;
      }
      return { absPath, size: st.size, mtime: st.mtime };
    } catch {
      return null;
    }
  }

  async function load(found: FoundFile): Promise<CachedFile | null> {
    if (found.size > MAX_CACHED_BYTES) return null;
    const hit = cache.get(found.absPath);
    if (hit && hit.mtimeMs === found.mtime.getTime() && hit.size === found.size) return hit;
    const body = await readFile(found.absPath);
    const entry: CachedFile = { mtimeMs: found.mtime.getTime(), size: body.length, body };
    cache.set(found.absPath, entry);
    return entry;
  }

  async function encodedBody(entry: CachedFile, encoding: Encoding): Promise<Buffer> {
    if (encoding === "gzip") {
      entry.gzip ??= gzip(entry.body, { level: 9 });
      return entry.gzip;
    }
    if (encoding === "br") {
      entry.br ??= brotli(entry.body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
        },
      });
      return entry.br;
    }
    return entry.body;
  }

  async function respond(
    request: Request,
    found: FoundFile,
    status: 200 | 404,
    pathname: string,
  ): Promise<Response> {
    const headers = new Headers();
    const type = contentTypeFor(found.absPath);
    headers.set("Content-Type", type);
    headers.set("Cache-Control", status === 404 ? CACHE_HTML : cacheControlFor(pathname, found.absPath));
    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtime.getTime()).toString(16)}"`;
    if (status === 200) {
      headers.set("ETag", etag);
      headers.set("Last-Modified", found.mtime.toUTCString());
    }
    const compressible = isCompressible(found.absPath) && found.size >= MIN_COMPRESS_BYTES;
    if (compressible) headers.set("Vary", "Accept-Encoding");

    if (status === 200) {
      const inm = request.headers.get("If-None-Match");
      if (inm && inm.split(",").some((t) => t.trim() === etag || t.trim() === "*")) {
        return new Response(null, { status: 304, headers });
      }
    }

    const entry = await load(found);
    if (!entry) {
      // Large file: stream it as is.
      headers.set("Content-Length", String(found.size));
      const stream = Readable.toWeb(createReadStream(found.absPath)) as ReadableStream<Uint8Array>;
      return new Response(stream, { status, headers });
    }
    let encoding: Encoding = compressible ? chooseEncoding(request.headers.get("Accept-Encoding")) : "identity";
    let body = await encodedBody(entry, encoding);
    if (encoding !== "identity" && body.length >= entry.body.length) {
      encoding = "identity";
      body = entry.body;
    }
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    // Buffers from readFile/zlib are backed by plain ArrayBuffers; no copy needed.
    return new Response(body as unknown as Uint8Array<ArrayBuffer>, { status, headers });
  }

  async function notFound(request: Request, pathname: string): Promise<StaticSiteResult> {
    const page = await findFile(["404.html"]);
    if (page) return { response: await respond(request, page, 404, pathname), pathname };
    const response = new Response("<!doctype html><title>Page not found</title><h1>Page not found</h1>", {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": CACHE_HTML },
    });
    return { response, pathname };
  }

  return {
    root,
    async handle(request) {
      const rawPath = new URL(request.url).pathname;
      const resolved = resolveRequestPath(rawPath);
      if (!resolved) return notFound(request, "/404");
      // The 404 page itself, reached directly, still answers 404.
      const isNotFoundPage =
        resolved.pathname === "/404" || resolved.pathname === "/404/" || resolved.pathname === "/404.html";
      if (isNotFoundPage) return notFound(request, resolved.pathname);
      for (const candidate of candidateFiles(resolved)) {
        const found = await findFile(candidate);
        if (found) {
          return { response: await respond(request, found, 200, resolved.pathname), pathname: resolved.pathname };
        }
      }
      return notFound(request, resolved.pathname);
    },
  };
}
