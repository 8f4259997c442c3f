/**
 * What every inbox response and request goes through: the inbox's headers (never cached, never
 * indexed, never framed, its own CSP), the same-origin rule for anything that changes state, and
 * the session lookup.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { SECURITY_HEADERS } from "../../contract/response-headers";
import type { Session, Sessions } from "./sessions";

export const SESSION_COOKIE = "inbox_session";
/** For JSON and redirects: no document may run anything from them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const FORBIDDEN_MESSAGE = "This request did not come from the inbox's own pages.";

export interface OriginSettings {
  /** INBOX_PUBLIC_ORIGIN, e.g. https://www.deltaforge.example; null: the request's own origin. */
  publicOrigin: string | null;
  trustProxy: boolean;
}

/** Whether the request reached us over HTTPS, directly or (behind our proxy) as X-Forwarded-Proto says. */
export function overHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return trustProxy && c.req.header("x-forwarded-proto")?.split(",").at(-1)?.trim() === "https";
}

/** The inbox's own origin: the setting, or the scheme and Host the request came with. */
export function ownOrigin(c: Context, settings: OriginSettings): string {
  if (settings.publicOrigin) return settings.publicOrigin;
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  return `${overHttps(c, settings.trustProxy) ? "https" : "http"}://${host}`;
}

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * A state-changing request must come from our own pages: Origin equal to our origin, or (a browser
 * that sends no Origin) Sec-Fetch-Site same-origin. Neither: 403 and nothing changes.
 */
export function sameOriginOnly(settings: OriginSettings): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const ok = origin !== undefined ? origin === ownOrigin(c, settings) : site === "same-origin";
    if (!ok) {
      if (c.req.path.startsWith("/api/")) return c.json({ error: FORBIDDEN_MESSAGE }, 403);
      return c.text(FORBIDDEN_MESSAGE, 403);
    }
    return next();
  };
}

/** Headers on every inbox response; `policy` is the page's CSP for documents, API_POLICY for the rest. */
export function inboxHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", API_POLICY);
  };
}

export type StaffEnv = { Variables: { session: Session; token: string } };

/** Without a session: pages redirect to the sign-in page, the API answers 401 with no data. */
export function requireSession(sessions: Sessions, loginPath: string): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    const session = await sessions.find(token);
    if (!session) {
      if (c.req.path.startsWith("/api/")) return c.json({ error: "Sign in first." }, 401);
      return c.redirect(loginPath, 303);
    }
    c.set("session", session);
    c.set("token", token!);
    return next();
  };
}
