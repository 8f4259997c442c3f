/**
 * The Worker's cron (wrangler.jsonc `triggers.crons`) sends the outbox: the staff notification of
 * each enquiry, with its documents from R2 (attached within Node's size limit, else listed), and the
 * acknowledgement to the enquirer, rendered by the same code as on Node (notify/message.ts,
 * notify/acknowledgement.ts, with the build's words: acknowledgement-words.ts), through the Email
 * Service's `send_email` binding (`MAIL`), with Node's retry rules (notify/send-due.ts).
 *
 * The binding's structured form (`send({ from, to, subject, text, html, replyTo, headers })`) is
 * used, not a raw MIME `EmailMessage`: Cloudflare builds the MIME, so no MIME library runs here,
 * and the pinned miniflare simulates both forms. Cloudflare sets Message-ID itself (it refuses one
 * given), so the stable Message-ID Node gives a retried message is not carried on Workers.
 */
import type { SendMailOptions } from "nodemailer";
import { FORM_TYPES, type FormType } from "../../contract/enquiry-fields";
import type { SendFailure } from "../notify/mailer";
import { notificationMessage } from "../notify/message";
import { acknowledgementMessage } from "../notify/acknowledgement";
import { acknowledgementWords } from "./acknowledgement-words";
import { sendDue, type SendDueResult } from "../notify/send-due";
import { parseAddresses, type MailAddress, type MessageSettings } from "../notify/settings";
import { createD1Outbox } from "../storage/d1-outbox";
import type { D1Database, R2Bucket } from "../storage/cloudflare-bindings";
import type { StoredDocument } from "../inbox/documents";

interface Address {
  email: string;
  name?: string;
}

/** The structured message of the `send_email` binding (Cloudflare's Email Service, Workers API). */
export interface StructuredEmail {
  from: Address;
  to: string[];
  subject: string;
  text?: string;
  html?: string;
  replyTo?: Address;
  headers?: Record<string, string>;
  attachments?: { content: ArrayBuffer; filename: string; type: string; disposition: "attachment" }[];
}

export interface SendEmailBinding {
  send(message: StructuredEmail): Promise<{ messageId: string }>;
}

export interface MailEnv {
  DB: D1Database;
  DOCUMENTS: R2Bucket;
  MAIL?: SendEmailBinding;
  /** The sender, one address ("Deltaforge website <website@deltaforge.example>"), as INBOX_MAIL_FROM on Node. */
  INBOX_MAIL_FROM?: string;
  /** Staff notified of every form's enquiries, and per form, as on Node (server/README.md). */
  INBOX_MAIL_TO?: string;
  INBOX_MAIL_TO_QUOTE?: string;
  INBOX_MAIL_TO_VENDOR?: string;
  INBOX_MAIL_TO_PARTNER?: string;
}

const PER_FORM = { quote: "INBOX_MAIL_TO_QUOTE", vendor: "INBOX_MAIL_TO_VENDOR", partner: "INBOX_MAIL_TO_PARTNER" } as const;

/** The message settings from the Worker's vars, or null when mail is not set up (nothing is queued then). */
export function workerMailSettings(env: MailEnv): MessageSettings | null {
  const from = env.INBOX_MAIL_FROM ? parseAddresses(env.INBOX_MAIL_FROM) : null;
  if (!env.MAIL || !from || from.length !== 1) return null;
  const to = {} as Record<FormType, MailAddress[]>;
  for (const formType of FORM_TYPES) {
    const raw = env[PER_FORM[formType]] ?? env.INBOX_MAIL_TO;
    const list = raw ? parseAddresses(raw) : null;
    if (!list) return null;
    to[formType] = list;
  }
  return { from: from[0]!, to, messageIdDomain: from[0]!.address.split("@")[1]!.toLowerCase() };
}

/** Our renderers give an address as MailAddress (settings.ts), or as a bare string (the acknowledgement's Reply-To). */
const addressOf = (a: MailAddress | string): Address =>
  typeof a === "string" ? { email: a } : a.name ? { email: a.address, name: a.name } : { email: a.address };
/** Recipients as our renderers give them: one, or a list, of addresses or MailAddress. */
const recipients = (value: SendMailOptions["to"]): string[] =>
  ([value ?? []].flat(2) as (string | MailAddress)[]).map((a) => (typeof a === "string" ? a : a.address));

/**
 * The rendered message in the binding's form. Our renderers give addresses as MailAddress (settings.ts) and
 * headers as a plain record; Message-ID is left to Cloudflare (above).
 */
export function structuredEmail(message: SendMailOptions): StructuredEmail {
  const from = message.from as MailAddress;
  const replyTo = message.replyTo as MailAddress | string | undefined;
  return {
    from: addressOf(from),
    to: recipients(message.to),
    subject: String(message.subject ?? ""),
    text: typeof message.text === "string" ? message.text : undefined,
    html: typeof message.html === "string" ? message.html : undefined,
    ...(replyTo ? { replyTo: addressOf(replyTo) } : {}),
    headers: { ...(message.headers as Record<string, string> | undefined) },
    ...(message.attachments?.length ? { attachments: message.attachments.map(attachmentOf) } : {}),
  };
}

/** Our renderers attach documents as bytes (message.ts): a Buffer, copied out as its own ArrayBuffer. */
function attachmentOf(a: NonNullable<SendMailOptions["attachments"]>[number]) {
  const bytes = a.content as Uint8Array;
  return {
    content: bytes.slice().buffer as ArrayBuffer,
    filename: String(a.filename ?? "document"),
    type: a.contentType ?? "application/octet-stream",
    disposition: "attachment" as const,
  };
}

/** An enquiry's documents as Node's notification takes them: the rows from D1, the bytes from R2 (d1-intake.ts). */
async function documentsOf(env: MailEnv, enquiryId: number): Promise<StoredDocument[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, enquiry_id AS enquiryId, file_name AS fileName, content_type AS contentType, size, object_key AS objectKey
     FROM enquiry_documents WHERE enquiry_id = ? ORDER BY id`,
  )
    .bind(enquiryId)
    .all<Omit<StoredDocument, "data"> & { objectKey: string }>();
  return Promise.all(
    results.map(async ({ objectKey, ...row }) => {
      const object = await env.DOCUMENTS.get(objectKey);
      // A row never lacks its object (d1-intake.ts); if one did, the send fails and is retried rather than mailed without it.
      if (!object) throw new Error(`Document ${row.id} of enquiry ${enquiryId} is missing from R2.`);
      return { ...row, data: Buffer.from(await object.arrayBuffer()) };
    }),
  );
}

/** One pass: sends what is due, records each outcome; null when mail is not set up. */
export async function sendOutbox(env: MailEnv, now?: Date): Promise<SendDueResult | null> {
  const settings = workerMailSettings(env);
  const mail = env.MAIL;
  if (!settings || !mail) return null;
  return sendDue({
    outbox: createD1Outbox(env.DB),
    render: async (job) =>
      job.kind === "acknowledge"
        ? acknowledgementMessage(job, settings, acknowledgementWords())
        : notificationMessage(job, settings, await documentsOf(env, job.enquiry.id)),
    async send(message): Promise<SendFailure | null> {
      await mail.send(structuredEmail(message));
      return null;
    },
    now,
  });
}
