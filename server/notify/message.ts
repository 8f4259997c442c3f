/**
 * The notification staff receive for one enquiry: a subject naming the form, its reference, company and person,
 * Reply-To the enquirer's checked address, and every field of the form with its label (from the
 * enquiry contract) as plain text and simple HTML (escaped, inline styles, nothing remote), with the
 * enquiry's id and time in Lagos. No submitted text reaches a header unchecked: addresses must pass
 * the contract's e-mail check, other text goes through headerText (no line breaks or controls).
 */
import type { SendMailOptions } from "nodemailer";
import { isEmail } from "../../contract/enquiry-checks";
import type { EnquiryRule, FormType } from "../../contract/enquiry-fields";
import { ENQUIRY_RULES, ENQUIRY_WORDS } from "../../contract/enquiry-languages";
import { fill, formRules } from "../../contract/enquiry-words";
import { sentFrom } from "../../contract/inbox";
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, LANGUAGES, type Language } from "../../contract/languages";
import type { OutboxJob } from "./outbox";
import type { StoredDocument } from "../inbox/documents";
import { headerText, type MessageSettings } from "./settings";

/** How a notification names each form (the site's own words for them). */
export const FORM_NAMES: Record<FormType, string> = {
  quote: "Quote request",
  vendor: "Vendor registration",
  partner: "Partnership request",
};

const NOT_GIVEN = "(not given)";

/** Staff read English: the fields' labels and options as the English form shows them, whatever the enquiry's language. */
const STAFF_RULES = ENQUIRY_RULES.en;

/** For an enquiry from another language's pages, the sentence that says so (none for the default language's). */
const languageNote = (language: Language) => (language === DEFAULT_LANGUAGE ? null : sentFrom(language));

// Staff's English dates are en-GB's, as they always were; other languages' their own locale's.
const lagosTime = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(language === DEFAULT_LANGUAGE ? "en-GB" : LANGUAGE_FACTS[language].intl, {
      timeZone: "Africa/Lagos",
      dateStyle: "full",
      timeStyle: "short",
    }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/**
 * "Wednesday, 25 November 2026 at 09:00 (Lagos time)", "mercredi 25 novembre 2026 à 09:00 (heure de
 * Lagos)": the company's time, whatever the server's zone.
 */
export function formatLagosTime(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : fill(ENQUIRY_WORDS[language].lagosTime, { time: lagosTime[language].format(date) });
}

/**
 * Body text: line breaks kept (as \n), tabs kept; other control characters, Unicode line separators
 * and bidirectional overrides (which could make a value read backwards) removed.
 */
export function bodyText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      .replace(/[\u2028\u2029]/g, "\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "")
  );
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** A field's value as staff should read it: an option's label, Yes/No for a checkbox. */
function displayValue(rule: EnquiryRule, raw: string | undefined): string {
  if (raw === undefined || raw.trim() === "") return rule.kind === "checkbox" ? "No" : NOT_GIVEN;
  if (rule.kind === "checkbox") return "Yes";
  const option = rule.options?.find((o) => o.value === raw);
  return bodyText(option ? option.label : raw);
}

/** The person who wrote: first and last name on the quote form, the contact person on the others. */
function personOf(fields: Record<string, string>): string {
  return [fields.first_name, fields.last_name].filter(Boolean).join(" ") || fields.contact_person || "";
}

/** Stable across attempts, restarts and duplicates; new only when a sent message is queued again. */
export function messageIdFor(job: OutboxJob, domain: string): string {
  const received = job.enquiry.receivedAt.replace(/[^0-9TZ]/g, "");
  const resent = job.resends > 0 ? `.r${job.resends}` : "";
  return `<${received}.enquiry-${job.enquiry.id}.outbox-${job.id}${resent}@${domain}>`;
}

/**
 * Documents attached to a notification, in all, before base64 (a third more): most mail servers
 * take 10 to 25 MB a message. Beyond it the mail lists them and says where they are.
 */
export const MAX_ATTACHED_BYTES = 10 * 1024 * 1024;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function notificationMessage(job: OutboxJob, settings: MessageSettings, documents: readonly StoredDocument[] = []): SendMailOptions {
  const { enquiry } = job;
  const fields = enquiry.fields;
  const formName = FORM_NAMES[enquiry.formType];
  const person = headerText(personOf(fields), 100);
  const company = headerText(fields.company ?? fields.company_name ?? "", 100);
  const email = fields.email?.trim() ?? "";
  const replyTo = isEmail(email) ? { name: person, address: email } : undefined;
  const received = formatLagosTime(enquiry.receivedAt);
  // A vendor who uploaded documents was shown a file input in place of the "can provide documents"
  // tick, so an unticked box there says nothing: its row is left out (the Documents row follows).
  const asked = (rule: EnquiryRule) =>
    !(documents.length > 0 && rule.kind === "checkbox" && rule.name === "attachments" && !fields[rule.name]);
  const rows = formRules(enquiry.formType, STAFF_RULES)
    .filter(asked)
    .map((rule) => ({ label: rule.label, value: displayValue(rule, fields[rule.name]) }));

  const note = languageNote(enquiry.language);
  const intro = `New ${formName.toLowerCase()} ${enquiry.reference} (#${enquiry.id}), received ${received}.${note ? ` ${note}` : ""}`;
  const outro = replyTo
    ? `Reply to this message to answer ${person || "the sender"} at ${email}.`
    : "The sender's e-mail address did not pass the check: there is no Reply-To.";
  const total = documents.reduce((sum, d) => sum + d.size, 0);
  const attach = total <= MAX_ATTACHED_BYTES;
  if (documents.length > 0) {
    const names = documents.map((d) => `${bodyText(d.fileName)} (${sizeText(d.size)})`).join(", ");
    rows.push({
      label: "Documents",
      value: attach
        ? `${documents.length} attached: ${names}`
        : `${documents.length}, ${sizeText(total)} in all, too large for this mail: ${names}. They are stored with enquiry ${enquiry.reference} in the inbox; download them from the staff inbox.`,
    });
  }
  const textRows = rows.map(({ label, value }) =>
    value.includes("\n") ? `${label}:\n${value.replace(/^/gm, "  ")}` : `${label}: ${value}`,
  );
  const text = [intro, "", ...textRows, "", outro, `Enquiry ${enquiry.reference} is also in the staff inbox (/inbox).`, ""].join("\n");

  const cell = "padding:4px 12px 4px 0;vertical-align:top;text-align:left";
  const htmlRows = rows
    .map(
      ({ label, value }) =>
        `<tr><th scope="row" style="${cell};white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(formName)} ${enquiry.reference}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.4;color:#1a1a1a">`,
    `<p>${escapeHtml(intro)}</p>`,
    `<table style="border-collapse:collapse">\n${htmlRows}\n</table>`,
    `<p>${escapeHtml(outro)}</p>`,
    `</body></html>`,
  ].join("\n");

  return {
    from: settings.from,
    to: settings.to[enquiry.formType],
    replyTo,
    subject: headerText(`${formName} ${enquiry.reference}: ${company || "no company given"} (${person || "no name given"})`, 200),
    messageId: messageIdFor(job, settings.messageIdDomain),
    headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
    text,
    html,
    // As stored: the bytes checked on arrival, the type their content showed, the name as text.
    attachments: attach ? documents.map((d) => ({ filename: d.fileName, content: d.data, contentType: d.contentType })) : [],
  };
}
