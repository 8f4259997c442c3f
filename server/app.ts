/**
 * The Hono application: security headers on every response, the API under /api, and the static
 * site for everything else (GET and HEAD only).
 */
import { Hono } from "hono";
import { headersForPath, type HeaderRule } from "./headers-file";
import { isInboxPath } from "../contract/inbox";

export interface AppOptions {
  /** The static site (static-site.ts), for GET and HEAD. */
  site: Hono;
  headerRules: readonly HeaderRule[];
  /** Routes mounted under /api (the enquiry inbox). */
  api?: Hono;
  /** The staff inbox (staff/routes.ts): /inbox and /api/inbox, with headers of its own. */
  staff?: Hono<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- its own variables (the session)
  logError?: (message: string, error: unknown) => void;
}

const jsonError = (message: string) => ({ success: false, message });

const HUNG_UP = "The request body was incomplete.";
/** Node's error for a request whose connection closed before its body arrived. */
const clientHungUp = (error: Error) => (error as NodeJS.ErrnoException).code === "ECONNRESET" && error.message === "aborted";

export function createApp(options: AppOptions): Hono {
  const { site, headerRules, api, staff } = options;
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const app = new Hono();

  // Security headers from `_headers` (or the built-in defaults) on every response, errors included.
  app.use("*", async (c, next) => {
    await next();
    // The staff inbox sends its own headers (staff/guard.ts), not the static site's `_headers`.
    if (staff && isInboxPath(c.req.path)) return;
    const extra = headersForPath(headerRules, c.req.path);
    for (const [name, value] of Object.entries(extra)) c.res.headers.set(name, value);
  });

  app.onError((error, c) => {
    const path = new URL(c.req.url).pathname;
    // The client hung up while its body was being read (a middleware such as bodyLimit reading a
    // chunked body rethrows Node's "aborted"): its fault, not ours, and nobody is there to read the
    // answer. Not logged as an error of ours; a 400 all the same, never a 500 (issue 44).
    if (clientHungUp(error)) {
      return path.startsWith("/api/") ? c.json(jsonError(HUNG_UP), 400) : c.text(HUNG_UP, 400);
    }
    logError(`Unhandled error on ${c.req.method} ${path}:`, error);
    if (path.startsWith("/api/")) {
      return c.json(jsonError("Something went wrong on our side. Please try again later."), 500);
    }
    return c.text("Internal Server Error", 500);
  });

  if (staff) app.route("/", staff);
  if (api) app.route("/api", api);
  app.all("/api/*", (c) => c.json(jsonError("Not found."), 404));

  app.route("/", site);
  app.options("*", (c) => {
    c.header("Allow", "GET, HEAD, OPTIONS");
    return c.body(null, 204);
  });
  app.all("*", (c) => {
    c.header("Allow", "GET, HEAD, OPTIONS");
    return c.text("Method Not Allowed", 405);
  });

  return app;
}
