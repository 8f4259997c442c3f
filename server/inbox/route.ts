/**
 * POST /api/enquiries: the local stand-in for the form service (Web3Forms contract).
 * In: multipart/form-data, URL-encoded or JSON with access_key, form_type and the form's fields.
 * Out: JSON { success, message } with a fitting status. A success answer means the row is on disk.
 * A plain browser form post (JavaScript not yet running or off) gets the same answer as a short
 * HTML page with a link back, instead of raw JSON.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { paths } from "../../app/lib/paths";
import {
  FORM_FIELDS,
  isBotcheckTicked,
  isFormType,
  MAX_FIELD_LENGTH,
  FIELD_LABELS,
  validateEnquiry,
  type FormType,
} from "./form-rules";
import { BodyError, readFields, type Fields } from "./read-fields";
import { createRateLimiter } from "./rate-limit";
import { StoreBusyError, type EnquiryStore } from "./store";

export const SUCCESS_MESSAGE = "Thank you! Your enquiry was received.";
export const ACCESS_KEY_MESSAGE = "Invalid access key.";
export const RATE_LIMIT_MESSAGE = "Too many submissions from your address. Please wait a minute and try again.";
export const STORE_FAILED_MESSAGE = "We could not save your enquiry just now. Please try again later.";
export const BUSY_MESSAGE = "The inbox is busy just now. Please try again in a minute.";

export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * Raw POSTs per minute per address, as a multiple of the accepted-enquiry limit: refused posts
 * (wrong key, invalid fields) do not use a visitor's quota, so this cheaper limit, counted before
 * the body is read, is what stops one address from flooding the parser.
 */
const RAW_REQUESTS_PER_ACCEPTED = 10;
/**
 * Enquiry bodies read at the same time. Each may hold up to MAX_BODY_BYTES in memory until it is
 * complete (or cut off by the server's request timeout), so this bounds that memory; over it the
 * post is answered 503 at once, without reading its body. Hono has no such limiter.
 */
export const MAX_BODIES_IN_FLIGHT = 64;
/** Seconds a client is asked to wait after a 503. */
const RETRY_AFTER_SECONDS = 30;

export interface InboxOptions {
  store: EnquiryStore;
  accessKey: string;
  /** Accepted enquiries per minute per client address; 0 disables both limits. */
  rateLimitPerMinute: number;
  /** The client address is the last X-Forwarded-For entry (appended by our reverse proxy). */
  trustProxy?: boolean;
  maxBodiesInFlight?: number;
  logError?: (message: string, error: unknown) => void;
}

type Status = 200 | 400 | 401 | 405 | 413 | 415 | 422 | 429 | 503;

/** A browser's own form submission asks for HTML first; the site's fetch asks for JSON. */
function wantsHtml(c: Context): boolean {
  const accept = c.req.header("accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/**
 * Where the visitor came from, if it is a page of this site; otherwise the form's own page. A path
 * starting with `//` (or `/\`, which URL parsing turns into `//`) would be a link to another host.
 */
function backLink(c: Context, formType: string | undefined): string {
  const fallback = isFormType(formType) ? paths[formType] : paths.contact;
  const referer = c.req.header("referer");
  if (!referer || !URL.canParse(referer)) return fallback;
  const from = new URL(referer);
  if (from.origin !== new URL(c.req.url).origin || from.pathname.startsWith("//")) return fallback;
  return from.pathname + from.search;
}

function htmlAnswer(c: Context, status: Status, message: string, formType: string | undefined) {
  const title = status === 200 ? "Enquiry received" : "Enquiry not sent";
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Deltaforge Energy</title></head>
<body><main><h1>${title}</h1><p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backLink(c, formType))}">Back to the form</a> · <a href="/">Home page</a></p></main></body></html>`;
  return c.html(page, status);
}

function answer(c: Context, status: Status, message: string, formType?: string) {
  c.header("Cache-Control", "no-store");
  if (status === 503) c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  if (wantsHtml(c)) return htmlAnswer(c, status, message, formType);
  return c.json({ success: status === 200, message }, status);
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

/**
 * The socket's address, or behind our proxy the one it appended to X-Forwarded-For: the last entry,
 * since the ones before it come from the client and can be anything. Hono has no trusted-proxy helper.
 */
function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const appended = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (appended && isIP(appended)) return appended;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The form's own fields that were submitted, trimmed, blanks and botcheck left out. */
function knownFields(formType: FormType, fields: Fields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORM_FIELDS[formType]) {
    if (name === "botcheck") continue;
    const value = fields[name];
    if (value !== undefined && value.trim() !== "") out[name] = value.trim();
  }
  return out;
}

export function createInboxApi(options: InboxOptions): Hono {
  const { store } = options;
  const trustProxy = options.trustProxy ?? false;
  const expectedKey = digest(options.accessKey);
  const accepted = createRateLimiter(options.rateLimitPerMinute);
  const raw = createRateLimiter(options.rateLimitPerMinute * RAW_REQUESTS_PER_ACCEPTED);
  const maxBodiesInFlight = options.maxBodiesInFlight ?? MAX_BODIES_IN_FLIGHT;
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const api = new Hono();

  const rawLimit: MiddlewareHandler = async (c, next) => {
    if (raw.limit <= 0) return next();
    const retryAfter = raw.hit(clientAddress(c, trustProxy));
    if (retryAfter === 0) return next();
    c.header("Retry-After", String(retryAfter));
    c.header("Connection", "close");
    return answer(c, 429, RATE_LIMIT_MESSAGE);
  };

  let bodiesInFlight = 0;
  const bodySlots: MiddlewareHandler = async (c, next) => {
    if (bodiesInFlight >= maxBodiesInFlight) {
      c.header("Connection", "close");
      return answer(c, 503, BUSY_MESSAGE);
    }
    bodiesInFlight++;
    try {
      await next();
    } finally {
      bodiesInFlight--;
    }
  };

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      // The rest of the body is not read: the connection cannot carry another request.
      c.header("Connection", "close");
      return answer(c, 413, `The submission is too large (at most ${MAX_BODY_BYTES / 1024} KB).`);
    },
  });

  api.post("/enquiries", rawLimit, bodySlots, limitBody, async (c) => {
    let fields: Fields;
    try {
      fields = await readFields(c);
    } catch (error) {
      if (error instanceof BodyError) return answer(c, error.status, error.message);
      throw error;
    }
    const formType = fields.form_type?.trim();
    const refuse = (status: Status, message: string) => answer(c, status, message, formType);

    const key = fields.access_key;
    if (!key || !timingSafeEqual(digest(key), expectedKey)) return refuse(401, ACCESS_KEY_MESSAGE);
    if (!isFormType(formType)) {
      return refuse(422, "Unknown form type: expected quote, vendor or partner (form_type).");
    }
    for (const name of FORM_FIELDS[formType]) {
      const value = fields[name];
      if (value !== undefined && value.length > MAX_FIELD_LENGTH) {
        return refuse(422, `Please keep the ${FIELD_LABELS[name] ?? name} under ${MAX_FIELD_LENGTH} characters (${name}).`);
      }
    }
    const spam = isBotcheckTicked(fields.botcheck);
    if (!spam) {
      const result = validateEnquiry(formType, fields);
      if (!result.ok) return refuse(422, result.message);
    }

    // Only a post that would be stored uses the visitor's quota.
    const address = clientAddress(c, trustProxy);
    const retryAfter = accepted.hit(address);
    if (retryAfter > 0) {
      c.header("Retry-After", String(retryAfter));
      return refuse(429, RATE_LIMIT_MESSAGE);
    }

    try {
      await store.insertQueued({
        formType,
        status: spam ? "spam" : "accepted",
        clientAddress: address,
        userAgent: c.req.header("user-agent")?.slice(0, 512) ?? null,
        fields: knownFields(formType, fields),
      });
    } catch (error) {
      logError("Could not store an enquiry:", error);
      return refuse(503, error instanceof StoreBusyError ? BUSY_MESSAGE : STORE_FAILED_MESSAGE);
    }
    // A ticked botcheck gets the same answer as a real enquiry, so bots learn nothing.
    return answer(c, 200, SUCCESS_MESSAGE, formType);
  });

  // For a supervisor or load balancer: can the inbox write right now? Details stay in the server.
  api.get("/health", (c) => {
    c.header("Cache-Control", "no-store");
    return store.writeProblem() === null
      ? c.json({ ok: true, inbox: "writable" })
      : c.json({ ok: false, inbox: "not writable" }, 503);
  });

  api.options("/enquiries", (c) => {
    c.header("Allow", "POST, OPTIONS");
    return c.body(null, 204);
  });

  api.all("/enquiries", (c) => {
    c.header("Allow", "POST, OPTIONS");
    return answer(c, 405, "Use POST to send an enquiry.");
  });

  return api;
}
