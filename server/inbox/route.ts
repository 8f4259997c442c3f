/**
 * POST /api/enquiries: the local stand-in for the form service (Web3Forms contract).
 * In: multipart/form-data, URL-encoded or JSON with access_key, form_type and the form's fields.
 * Out: JSON { success, message } with a fitting status. A success answer means the row is on disk.
 * A plain browser form post (JavaScript not yet running or off) gets the same answer as a short
 * HTML page with a link back, instead of raw JSON.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import {
  FORM_FIELDS,
  isBotcheckTicked,
  isFormType,
  MAX_FIELD_LENGTH,
  FIELD_LABELS,
  validateEnquiry,
  type FormType,
} from "./form-rules";
import { BodyError, MAX_BODY_BYTES, parseEnquiryBody, readBody, type Fields } from "./parse-body";
import { createRateLimiter } from "./rate-limit";
import type { EnquiryStore } from "./store";

export const SUCCESS_MESSAGE = "Thank you! Your enquiry was received.";
export const ACCESS_KEY_MESSAGE = "Invalid access key.";
export const RATE_LIMIT_MESSAGE = "Too many submissions from your address. Please wait a minute and try again.";
export const STORE_FAILED_MESSAGE = "We could not save your enquiry just now. Please try again later.";

export interface InboxOptions {
  store: EnquiryStore;
  accessKey: string;
  /** Per minute per client address; 0 disables. */
  rateLimitPerMinute: number;
  maxBodyBytes?: number;
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

/** Where the visitor came from, if it is a page of this site; otherwise the home page. */
function backLink(c: Context): string {
  const referer = c.req.header("referer");
  try {
    const from = referer ? new URL(referer) : null;
    if (from && from.host === new URL(c.req.url).host) return from.pathname + from.search;
  } catch {
    // A malformed Referer: fall through to the home page.
  }
  return "/";
}

function htmlAnswer(c: Context, status: Status, message: string) {
  const title = status === 200 ? "Enquiry received" : "Enquiry not sent";
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Deltaforge Energy</title></head>
<body><main><h1>${title}</h1><p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backLink(c))}">Back to the form</a> · <a href="/">Home page</a></p></main></body></html>`;
  return c.html(page, status);
}

function answer(c: Context, status: Status, message: string) {
  c.header("Cache-Control", "no-store");
  if (wantsHtml(c)) return htmlAnswer(c, status, message);
  return c.json({ success: status === 200, message }, status);
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

function clientAddress(c: Context): string {
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
  const expectedKey = digest(options.accessKey);
  const limiter = createRateLimiter(options.rateLimitPerMinute);
  const maxBody = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const api = new Hono();

  api.post("/enquiries", async (c) => {
    const address = clientAddress(c);
    const retryAfter = limiter.hit(address);
    if (retryAfter > 0) {
      c.header("Retry-After", String(retryAfter));
      return answer(c, 429, RATE_LIMIT_MESSAGE);
    }

    let fields: Fields;
    try {
      const bytes = await readBody(c.req.raw, maxBody);
      fields = parseEnquiryBody(c.req.header("content-type"), bytes);
    } catch (error) {
      if (error instanceof BodyError) {
        // The rest of a too-large body is never read: tell the client not to reuse the connection.
        if (error.status === 413) c.header("Connection", "close");
        return answer(c, error.status, error.message);
      }
      throw error;
    }

    const key = fields.access_key;
    if (!key || !timingSafeEqual(digest(key), expectedKey)) return answer(c, 401, ACCESS_KEY_MESSAGE);

    const formType = fields.form_type?.trim();
    if (!isFormType(formType)) {
      return answer(c, 422, "Unknown form type: expected quote, vendor or partner (form_type).");
    }

    for (const name of FORM_FIELDS[formType]) {
      const value = fields[name];
      if (value !== undefined && value.length > MAX_FIELD_LENGTH) {
        return answer(
          c,
          422,
          `Please keep the ${FIELD_LABELS[name] ?? name} under ${MAX_FIELD_LENGTH} characters (${name}).`,
        );
      }
    }

    const stored = knownFields(formType, fields);
    const spam = isBotcheckTicked(fields.botcheck);
    if (!spam) {
      const result = validateEnquiry(formType, fields);
      if (!result.ok) return answer(c, 422, result.message);
    }

    try {
      await store.insertQueued({
        formType,
        status: spam ? "spam" : "accepted",
        clientAddress: address,
        userAgent: c.req.header("user-agent")?.slice(0, 512) ?? null,
        fields: stored,
      });
    } catch (error) {
      logError("Could not store an enquiry:", error);
      return answer(c, 503, STORE_FAILED_MESSAGE);
    }
    // A ticked botcheck gets the same answer as a real enquiry, so bots learn nothing.
    return answer(c, 200, SUCCESS_MESSAGE);
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
