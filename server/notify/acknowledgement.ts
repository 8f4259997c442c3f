/**
 * The acknowledgement an enquirer receives: the reference, the form, when it arrived (Lagos time),
 * what happens next and the company's numbers, in the words of the content files (the build writes
 * them beside client/: contract/acknowledgement.ts says why there). No Node module is imported here:
 * the Worker renders it too (worker/outbox-cron.ts). It never carries anything the
 * visitor typed, not even their name in the To header: otherwise the form would send any text to
 * any address. Sent through the outbox like a notification, within limits per address and domain
 * (outbox.ts, acknowledgementQueue).
 */
import type { SendMailOptions } from "nodemailer";
import { z } from "zod";
import type { AcknowledgementMail, AcknowledgementMails } from "../../contract/acknowledgement";
import { isEmail } from "../../contract/enquiry-checks";
import { FORM_TYPES, type FormType } from "../../contract/enquiry-fields";
import { fill } from "../../contract/enquiry-words";
import { LANGUAGE_FACTS, LANGUAGES, type Language } from "../../contract/languages";
import { escapeHtml, formatLagosTime, messageIdFor } from "./message";
import type { OutboxJob } from "./outbox";
import type { MessageSettings } from "./settings";

const text = z.string().min(1);
const perForm = <T extends z.ZodType>(schema: T) =>
  z.strictObject(Object.fromEntries(FORM_TYPES.map((f) => [f, schema])) as Record<FormType, T>);
const mailSchema: z.ZodType<AcknowledgementMail> = z.strictObject({
  subject: text,
  opening: text,
  received: text,
  formNames: perForm(text),
  nextHeading: text,
  next: perForm(z.array(z.strictObject({ title: text, description: text }))),
  contactHeading: text,
  contactText: text,
  phones: z.array(text),
  email: z.string().refine(isEmail),
  notYou: text,
  signOff: text,
  companyName: text,
});
const schema: z.ZodType<AcknowledgementMails> = z.strictObject(
  Object.fromEntries(LANGUAGES.map((language) => [language, mailSchema])) as Record<Language, typeof mailSchema>,
);

/**
 * The words as the build writes them (scripts/acknowledgement-mail.ts), checked: the Node server
 * reads them from the build folder (acknowledgement-file.ts), the Worker has them in its bundle
 * (worker/acknowledgement-words.ts). Throws an Error naming the first problem.
 */
export function parseAcknowledgementMails(value: unknown): AcknowledgementMails {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "not the acknowledgement mail");
  return parsed.data;
}

/** In the language of the page the enquiry was sent from. */
export function acknowledgementMessage(job: OutboxJob, settings: MessageSettings, mails: AcknowledgementMails): SendMailOptions {
  const { enquiry } = job;
  const words = mails[enquiry.language];
  const values = {
    form: words.formNames[enquiry.formType],
    reference: enquiry.reference,
    received: formatLagosTime(enquiry.receivedAt, enquiry.language),
    email: words.email,
  };
  const received = fill(words.received, values);
  const contact = fill(words.contactText, values);
  const steps = words.next[enquiry.formType];
  const textBody = [
    words.opening,
    "",
    received,
    "",
    words.nextHeading,
    ...steps.map((step, i) => `${i + 1}. ${step.title}: ${step.description}`),
    "",
    words.contactHeading,
    contact,
    ...words.phones,
    "",
    words.signOff,
    words.companyName,
    "",
    "--",
    words.notYou,
    "",
  ].join("\n");
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${LANGUAGE_FACTS[enquiry.language].tag}"><head><meta charset="utf-8"><title>${escapeHtml(enquiry.reference)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.4;color:#1a1a1a">`,
    p(words.opening),
    p(received),
    `<h2 style="font-size:17px">${escapeHtml(words.nextHeading)}</h2>`,
    `<ol>${steps.map((s) => `<li><strong>${escapeHtml(s.title)}</strong>: ${escapeHtml(s.description)}</li>`).join("")}</ol>`,
    `<h2 style="font-size:17px">${escapeHtml(words.contactHeading)}</h2>`,
    p(contact),
    `<p>${words.phones.map(escapeHtml).join("<br>")}</p>`,
    `<p>${escapeHtml(words.signOff)}<br>${escapeHtml(words.companyName)}</p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(words.notYou)}</p>`,
    `</body></html>`,
  ].join("\n");
  return {
    from: settings.from,
    // The bare address the inbox checked: a display name would be the visitor's own text.
    to: enquiry.fields.email!.trim(),
    replyTo: words.email,
    subject: fill(words.subject, values),
    messageId: messageIdFor(job, settings.messageIdDomain),
    // RFC 3834: an automatic answer; their auto-responders should not answer it.
    headers: { "Auto-Submitted": "auto-replied", "X-Auto-Response-Suppress": "All" },
    text: textBody,
    html,
  };
}
