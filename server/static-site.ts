/**
 * Serves the prerendered site (`build/client`) the way a static host would, on Hono's own parts:
 * `serveStatic` from @hono/node-server (files, index.html of folders, content types, HEAD,
 * traversal-safe paths), `etag` (304s) and `compress` (gzip). What stays ours is what they have no
 * option for: `/contact` finding `contact.html`, other URL forms redirected to that one, moved
 * addresses redirected to their page (the build's `_redirects`, redirects-file.ts), the 404 page with status 404, names that belong
 * to the host and not the site, symlinks leading out of the folder, cache lifetimes, and the type of
 * React Router's `.data` files.
 */
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { etag } from "hono/etag";
import { CACHE_CONTROL } from "../contract/response-headers";
import { SERVICE_WORKER_PATH } from "../contract/offline";
import { LANGUAGES, localPath, splitLocalPath } from "../contract/languages";
import { pageFile } from "../contract/site-paths";
import { sameSiteLocation } from "./same-site-location";
import { readRedirects } from "./redirects-file";

/** Files in the build folder for the host or for developers, never for visitors. */
const HOST_FILES = new Set(["/_headers", "/_redirects", "/nginx-headers.conf"]);
/** Each language's 404 page (/404, /fr/404) answers 404 even when asked for by name. */
const NOT_FOUND_PAGE = new Set(
  LANGUAGES.map((language) => localPath("/404", language)).flatMap((page) => [page, `${page}/`, `${page}.html`]),
);

/** True for a decoded request path that must answer 404 whatever is on disk. */
export function isHidden(decodedPath: string): boolean {
  if (HOST_FILES.has(decodedPath) || NOT_FOUND_PAGE.has(decodedPath)) return true;
  const segments = decodedPath.split("/");
  return segments.some((s) => s.startsWith(".") || s === "README.md");
}

function cacheControlFor(requestPath: string, contentType: string): string {
  if (requestPath.startsWith("/assets/")) return CACHE_CONTROL.asset;
  if (requestPath === SERVICE_WORKER_PATH) return CACHE_CONTROL.worker;
  if (contentType.startsWith("text/html")) return CACHE_CONTROL.page;
  return CACHE_CONTROL.file;
}

/**
 * The one URL of a page when asked by another form, as Cloudflare Pages answers (docs/decisions/0002):
 * `/about/` and `/about.html` → `/about`, `/index.html` → `/`, a folder with an index.html but no
 * page of its name (`/admin`) → `/admin/`. Null when the path is already the served form.
 */
export function preferredPath(root: string, decodedPath: string): string | null {
  const file = (p: string) => {
    const full = path.resolve(root, `.${p}`);
    return full.startsWith(root + path.sep) && existsSync(full);
  };
  if (decodedPath.endsWith(".html") && file(decodedPath)) return decodedPath.replace(/\.html$/, "").replace(/\/index$/, "/");
  if (decodedPath.endsWith("/") && decodedPath !== "/" && !file(`${decodedPath}index.html`) && file(`${decodedPath.slice(0, -1)}.html`)) {
    return decodedPath.slice(0, -1);
  }
  if (!decodedPath.endsWith("/") && path.extname(decodedPath) === "" && !file(`${decodedPath}.html`) && file(`${decodedPath}/index.html`)) {
    return `${decodedPath}/`;
  }
  return null;
}

/** `pages`: serves the pages our server writes into (page-fill.ts) before the files on disk. */
export function createStaticSite(rootDir: string, pages?: MiddlewareHandler): Hono {
  const root = path.resolve(rootDir);
  let realRoot: string | undefined;
  const insideRoot = (file: string) => {
    realRoot ??= realpathSync(root);
    return realpathSync(file).startsWith(realRoot + path.sep);
  };

  /** serveStatic plus our checks and headers on what it found; falls through to `next` otherwise. */
  function serveFiles(rewriteRequestPath?: (p: string) => string): MiddlewareHandler {
    const found = new WeakMap<Context, string>();
    const serve = serveStatic({ root, rewriteRequestPath, onFound: (file, c) => void found.set(c, file) });
    return async (c, next) => {
      const res = await serve(c, next);
      const file = found.get(c);
      if (!res || file === undefined) return res;
      if (!insideRoot(file)) {
        await res.body?.cancel();
        return next();
      }
      // React Router's prerendered route data (turbo-stream); Hono's MIME table does not know `.data`.
      if (file.endsWith(".data")) res.headers.set("Content-Type", "text/x-script; charset=utf-8");
      res.headers.set("Cache-Control", cacheControlFor(c.req.path, res.headers.get("Content-Type") ?? ""));
      return res;
    };
  }

  // An unknown address below a language's prefix gets that language's 404 page (fr/404.html).
  const notFoundPages = Object.fromEntries(
    LANGUAGES.map((language) => [language, serveStatic({ root, path: pageFile(localPath("/404", language)) })]),
  );
  const notFound: MiddlewareHandler = async (c) => {
    const page = await notFoundPages[splitLocalPath(c.req.path).language]!(c, async () => {});
    const headers = new Headers(page?.headers);
    headers.set("Cache-Control", CACHE_CONTROL.page);
    if (page) return new Response(page.body, { status: 404, headers });
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response("<!doctype html><title>Page not found</title><h1>Page not found</h1>", { status: 404, headers });
  };

  const moved = readRedirects(root);

  const site = new Hono();
  site.use("*", compress(), etag());
  site.get(
    "*",
    async (c, next) => (isHidden(c.req.path) ? notFound(c, next) : next()),
    async (c, next) => {
      const to = moved.get(c.req.path);
      if (!to) return next();
      c.header("Cache-Control", CACHE_CONTROL.page);
      return c.redirect(to.to + new URL(c.req.url).search, to.status);
    },
    async (c, next) => {
      const preferred = preferredPath(root, c.req.path);
      if (preferred === null) return next();
      const search = new URL(c.req.url).search;
      c.header("Cache-Control", CACHE_CONTROL.page);
      return c.redirect(sameSiteLocation(preferred) + search, 308);
    },
    pages ?? ((_c, next) => next()),
    serveFiles(),
    // Clean URLs for pages written as `name.html` rather than `name/index.html`.
    serveFiles((p) => (p.endsWith("/") || path.extname(p) !== "" ? p : `${p}.html`)),
    notFound,
  );
  return site;
}
