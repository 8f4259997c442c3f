// The acknowledgement mail's words for the server (contract/acknowledgement.ts), put together from
// the content files: its own (data/acknowledgement-mail.json), the sent page's "what happens next"
// and the company's phones and e-mail, so each is written once. postbuild.mjs writes it into the
// build folder; the server's tests use it too, so they read the real content.
import { FORM_TYPES } from "../contract/enquiry-fields";
import type { AcknowledgementMail } from "../contract/acknowledgement";
import { acknowledgementMail as words } from "../app/content/acknowledgement-mail";
import { company } from "../app/content/company";
import { enquiryResults } from "../app/content/enquiry-results";

export function acknowledgementMail(): AcknowledgementMail {
  const next = Object.fromEntries(
    FORM_TYPES.map((form) => [
      form,
      enquiryResults.next
        .filter((step) => step.form === undefined || step.form === form)
        .map(({ title, description }) => ({ title, description })),
    ]),
  ) as AcknowledgementMail["next"];
  return {
    ...words,
    nextHeading: enquiryResults.nextHeading,
    next,
    phones: company.phones,
    email: company.emails.info,
    companyName: company.name,
  };
}
