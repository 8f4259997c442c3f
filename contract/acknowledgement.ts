/**
 * The acknowledgement an enquirer receives by e-mail (server/notify/acknowledgement.ts): its words,
 * as the build writes them for the server (scripts/acknowledgement-mail.ts) from the content files
 * editors change in /admin/ (app/content/data/acknowledgement-mail.json, the sent page's "what
 * happens next", the company's phones and e-mail). The server never imports the app, and reading
 * the content at build time keeps one copy of each fact: the same way it reads the security
 * headers the build wrote (`_headers`). The file lies beside `client/`, so it is never served.
 *
 * The file holds the mail in every language (its content files' halves): an enquirer is answered in
 * the language of the page they wrote from (the enquiry's language, contract LANGUAGE_FIELD).
 *
 * Placeholders: `{form}` (the form's name in the mail), `{reference}`, `{received}` (Lagos time),
 * `{email}` (the company's). Nothing the visitor typed is ever put in.
 */
import type { FormType } from "./enquiry-fields";
import type { Language } from "./languages";

/** In $BUILD_DIR, beside client/. */
export const ACKNOWLEDGEMENT_FILE = "acknowledgement-mail.json";

export interface AcknowledgementMail {
  subject: string;
  opening: string;
  received: string;
  formNames: Record<FormType, string>;
  nextHeading: string;
  /** The sent page's steps that concern each form. */
  next: Record<FormType, { title: string; description: string }[]>;
  contactHeading: string;
  contactText: string;
  phones: string[];
  email: string;
  notYou: string;
  signOff: string;
  companyName: string;
}

/** The file's content: the mail in each language. */
export type AcknowledgementMails = Record<Language, AcknowledgementMail>;
