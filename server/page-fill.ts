/**
 * The few prerendered pages our server writes into as it serves them, because only it knows what
 * goes there (contract/enquiry-reference.ts names the slots):
 * - the three form pages get a signed time stamp in their hidden stamp field (inbox/spam.ts), so a
 *   form sent within seconds of its page can be told apart;
 * - the sent page a browser's own post ends on shows the enquiry's reference from its address,
 *   only if it has the shape of one (never any other text from the address).
 * Static hosts serve the same files untouched: the stamp field stays empty and the reference's
 * paragraph hidden. The slots are found by their data attribute; no HTML parser is needed for one
 * tag each, and a page without the slot is served as it is.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { FILL_ATTRIBUTE, isReference, REFERENCE_PARAM, type FillSlot } from "../contract/enquiry-reference";
import { splitLocalPath } from "../contract/languages";
import { CACHE_CONTROL } from "../contract/response-headers";
import { pageFile, paths } from "../contract/site-paths";
import type { FormStamps } from "./inbox/spam";

/** The placeholder in the reference paragraph's text (app/content/data/enquiry-results.json). */
export const REFERENCE_PLACEHOLDER = "{reference}";

const slotTag = (slot: FillSlot) => new RegExp(`<[a-z]+\\b[^>]*\\b${FILL_ATTRIBUTE}="${slot}"[^>]*>`);

/** The form page with the stamp as its stamp field's value. */
export function fillStamp(page: string, stamp: string): string {
  return page.replace(slotTag("stamp"), (tag) => tag.replace(/\s*\/?>$/, ` value="${stamp}"/>`));
}

/** The sent page with its reference paragraph shown and the reference written in. */
export function fillReference(page: string, reference: string): string {
  const tag = slotTag("reference").exec(page);
  if (!tag) return page;
  const end = tag.index + tag[0].length;
  const shown = tag[0].replace(/\shidden(="[^"]*")?/, "");
  const rest = page.slice(end).replace(REFERENCE_PLACEHOLDER, `<strong>${reference}</strong>`);
  return page.slice(0, tag.index) + shown + rest;
}

const FORM_PAGES = new Set([paths.quote, paths.vendor, paths.partner]);

/** Middleware for the static site: serves the filled pages, passes every other request on. */
export function pageFill(root: string, stamps: FormStamps): MiddlewareHandler {
  return async (c, next) => {
    const requestPath = c.req.path;
    // The same pages in every language: /fr/contact/vendor is the vendor form too.
    const page = splitLocalPath(requestPath).path;
    const isForm = FORM_PAGES.has(page);
    const reference = page === paths.enquirySent ? c.req.query(REFERENCE_PARAM) : undefined;
    if (!isForm && !isReference(reference)) return next();
    let html: string;
    try {
      html = await readFile(path.join(root, pageFile(requestPath)), "utf8");
    } catch {
      return next();
    }
    // A stamped page is new each time; the reference is one enquirer's, kept out of shared caches.
    c.header("Cache-Control", isForm ? CACHE_CONTROL.page : "no-store");
    return c.html(isForm ? fillStamp(html, stamps.issue()) : fillReference(html, reference!));
  };
}
