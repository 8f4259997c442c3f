/**
 * The form service's `redirect` field (Web3Forms' documented way back to the site for a browser's
 * own form post), honoured for this server's own pages only: a path, or an absolute URL on the
 * origin the request came to. Anything else (another host, `//host`, `/\host`, `javascript:`) is
 * ignored, so the inbox can never be used as an open redirect.
 */
import type { Context } from "hono";
import { notSentReason } from "../../contract/enquiry-outcome";
import { REFERENCE_PARAM } from "../../contract/enquiry-reference";
import { localPath, type Language } from "../../contract/languages";
import { paths } from "../../contract/site-paths";
import { sameSiteLocation } from "../same-site-location";

/** The same-origin page `value` names, as a path with its query and fragment; null for anything else. */
export function ownPage(c: Context, value: string | undefined): string | null {
  if (!value) return null;
  const origin = new URL(c.req.url).origin;
  if (!URL.canParse(value, origin)) return null;
  const url = new URL(value, origin);
  return url.origin === origin ? sameSiteLocation(url.pathname) + url.search + url.hash : null;
}

/** The result page with the enquiry's reference in its address, for our server to write into it (page-fill.ts). */
export function withReference(c: Context, page: string, reference: string): string {
  const url = new URL(page, new URL(c.req.url).origin);
  url.searchParams.set(REFERENCE_PARAM, reference);
  return url.pathname + url.search + url.hash;
}

/**
 * Where a turned-away post lands: the not-sent page in the language of the page that posted (the
 * French build writes /fr/contact/not-sent), at the section that says what went wrong.
 */
export function notSentPage(status: number, language: Language): string {
  return `${localPath(paths.enquiryNotSent, language)}#${notSentReason(status)}`;
}

/** 303 See Other: the browser follows it with a GET, so a reload never posts the enquiry again. */
export function seeOther(c: Context, location: string) {
  c.header("Cache-Control", "no-store");
  return c.redirect(location, 303);
}
