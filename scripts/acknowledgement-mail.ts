// The acknowledgement mail's words for the server (contract/acknowledgement.ts), in every language,
// put together from the content files' halves: its own (data/acknowledgement-mail.json), the sent
// page's "what happens next" and the company's phones and e-mail, so each is written once.
// postbuild.mjs writes it into the build folder; the server's tests use it too, so they read the
// real content. The content modules give only the build's language, so the halves are read here.
import { FORM_TYPES } from "../contract/enquiry-fields";
import type { AcknowledgementMail, AcknowledgementMails } from "../contract/acknowledgement";
import { LANGUAGES, type Language } from "../contract/languages";
import { ownHalf } from "../app/content/language";
import mailFile from "../app/content/data/acknowledgement-mail.json" with { type: "json" };
import companyFile from "../app/content/data/company.json" with { type: "json" };
import resultsFile from "../app/content/data/enquiry-results.json" with { type: "json" };
import type { EnquiryResults } from "../app/content/schemas/enquiry-result";

/** The mail in one language. */
export function acknowledgementMail(language: Language): AcknowledgementMail {
  const words = ownHalf(mailFile, language);
  const company = ownHalf(companyFile, language);
  // `as`: JSON imports widen the form names to string; data-files.ts checks the enum at build.
  const results = ownHalf(resultsFile, language) as EnquiryResults;
  const next = Object.fromEntries(
    FORM_TYPES.map((form) => [
      form,
      results.next
        .filter((step) => step.form === undefined || step.form === form)
        .map(({ title, description }) => ({ title, description })),
    ]),
  ) as AcknowledgementMail["next"];
  return {
    ...words,
    nextHeading: results.nextHeading,
    next,
    phones: company.phones,
    email: company.emails.info,
    companyName: company.name,
  };
}

/** The file's content: the mail in each of the site's languages. */
export function acknowledgementMails(): AcknowledgementMails {
  return Object.fromEntries(LANGUAGES.map((language) => [language, acknowledgementMail(language)])) as AcknowledgementMails;
}
