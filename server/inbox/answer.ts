/**
 * The inbox's answers: JSON { success, message } (and a stored enquiry's reference), or for a plain browser form post (JavaScript not
 * yet running or off) the same status and message as a short HTML page with a link back.
 */
import type { Context } from "hono";
import { html } from "hono/html";
import { ENQUIRY_WORDS } from "../../contract/enquiry-languages";
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, localPath, splitLocalPath, type Language } from "../../contract/languages";
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
function backLink(c: Context, formType: string | undefined, language: Language): string {
  const fallback = localPath(isFormType(formType) ? paths[formType] : paths.contact, language);
  const referer = c.req.header("referer");
  if (!referer || !URL.canParse(referer)) return fallback;
  const from = new URL(referer);
  if (from.origin !== new URL(c.req.url).origin || from.pathname.startsWith("//")) return fallback;
  return from.pathname + from.search;
}

/**
 * The language of the page a post came from, by its address (`/fr/…`), for answers given before the
 * body (and its `language` field) is read; the default language when it names no page of ours.
 */
export function refererLanguage(c: Context): Language {
  const referer = c.req.header("referer");
  if (!referer || !URL.canParse(referer)) return DEFAULT_LANGUAGE;
  return splitLocalPath(new URL(referer).pathname).language;
}

export type AnswerOptions = {
  formType?: string;
  /** A stored enquiry's (contract/enquiry-reference.ts), given beside success and message. */
  reference?: string;
  /** The language of the page that posted: the answer page's words (the message is already in it). */
  language?: Language;
};

function htmlAnswer(c: Context, status: Status, message: string, { formType, reference, language = DEFAULT_LANGUAGE }: AnswerOptions) {
  const words = ENQUIRY_WORDS[language].answers;
  const title = status === 200 ? words.pageReceived : words.pageNotSent;
  const [beforeReference, afterReference] = words.pageReference.split("{reference}");
  // Hono's html template escapes every interpolated value.
  const page = html`<!doctype html>
    <html lang="${LANGUAGE_FACTS[language].tag}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} | Deltaforge Energy</title>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>${message}</p>
          ${reference ? html`<p>${beforeReference}<strong>${reference}</strong>${afterReference}</p>` : ""}
          <p>
            <a href="${backLink(c, formType, language)}">${words.pageBack}</a> ·
            <a href="${localPath("/", language)}">${words.pageHome}</a>
          </p>
        </main>
      </body>
    </html>`;
  return c.html(page, status);
}

export function answer(c: Context, status: Status, message: string, options: AnswerOptions = {}) {
  const { reference } = options;
  c.header("Cache-Control", "no-store");
  if (status === 503) c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  if (wantsHtml(c)) return htmlAnswer(c, status, message, options);
  return c.json(reference ? { success: status === 200, message, reference } : { success: status === 200, message }, status);
}
