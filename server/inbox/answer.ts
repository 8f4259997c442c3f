/**
 * The inbox's answers: JSON { success, message } (and a stored enquiry's reference), or for a plain browser form post (JavaScript not
 * yet running or off) the same status and message as a short HTML page with a link back.
 */
import type { Context } from "hono";
import { html } from "hono/html";
import { paths } from "../../contract/site-paths";
import { isFormType } from "./form-rules";

/** Seconds a client is asked to wait after a 503. */
const RETRY_AFTER_SECONDS = 30;

export type Status = 200 | 400 | 401 | 405 | 413 | 415 | 422 | 429 | 503;

/** A browser's own form submission asks for HTML first; the site's fetch asks for JSON. */
export function wantsHtml(c: Context): boolean {
  const accept = c.req.header("accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

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

function htmlAnswer(c: Context, status: Status, message: string, formType: string | undefined, reference: string | undefined) {
  const title = status === 200 ? "Enquiry received" : "Enquiry not sent";
  // Hono's html template escapes every interpolated value.
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} | Deltaforge Energy</title>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>${message}</p>
          ${reference ? html`<p>Your reference is <strong>${reference}</strong>.</p>` : ""}
          <p><a href="${backLink(c, formType)}">Back to the form</a> · <a href="/">Home page</a></p>
        </main>
      </body>
    </html>`;
  return c.html(page, status);
}

/** `reference`: a stored enquiry's (contract/enquiry-reference.ts), given beside success and message. */
export function answer(c: Context, status: Status, message: string, formType?: string, reference?: string) {
  c.header("Cache-Control", "no-store");
  if (status === 503) c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  if (wantsHtml(c)) return htmlAnswer(c, status, message, formType, reference);
  return c.json(reference ? { success: status === 200, message, reference } : { success: status === 200, message }, status);
}
