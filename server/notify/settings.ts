/**
 * The mail settings of the server's configuration (server/README.md): the SMTP server, the sender
 * and the recipients, as zod schemas that config.ts merges into its one environment schema.
 * INBOX_SMTP_URL carries the SMTP credentials: it is never logged, shown or echoed in an error.
 */
import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";
import { isEmail } from "../../contract/enquiry-checks";
import { FORM_TYPES, type FormType } from "../../contract/enquiry-fields";
import { terminalSafe } from "../inbox/format";

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailSettings {
  /** smtp:// or smtps:// with the credentials: pass it to the mailer, never print it (redactUrl). */
  smtpUrl: string;
  from: MailAddress;
  /** Who is notified of each form's enquiries. */
  to: Record<FormType, MailAddress[]>;
  /** The sender's domain: the stable right-hand side of every notification's Message-ID. */
  messageIdDomain: string;
}

/** What a message is rendered with (message.ts, acknowledgement.ts): the same on Workers, which have no SMTP server. */
export type MessageSettings = Omit<MailSettings, "smtpUrl">;

/** Variables whose value must never appear in a message (config errors included). */
export const SECRET_VARIABLES: ReadonlySet<string> = new Set(["INBOX_SMTP_URL"]);

/**
 * Scheme, host and port only: user name and password become `***`; a path or query (which could
 * hold a password too) is shown as `…`; anything unparsable is not shown.
 */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    const credentials = url.username || url.password ? "***@" : "";
    const rest = (url.pathname === "/" || url.pathname === "" ? "" : "/…") + (url.search ? "?…" : "");
    return `${url.protocol}//${credentials}${url.host}${rest}`;
  } catch {
    return "(not shown: it may hold credentials)";
  }
}

/** Blank or unset is undefined; surrounding spaces are ignored. */
const optional = z
  .string()
  .optional()
  .transform((raw) => (raw === undefined || raw.trim() === "" ? undefined : raw.trim()));

const SMTP_URL_HINT = "must be an smtp:// or smtps:// URL like smtp://user:password@mail.example.com:587";

const smtpUrl = optional.refine((raw) => {
  if (raw === undefined) return true;
  try {
    const url = new URL(raw);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "" && url.pathname.replace(/\/$/, "") === "";
  } catch {
    return false;
  }
}, SMTP_URL_HINT);

/**
 * A list of mailboxes ("a@x.example, Sales <b@x.example>") read by nodemailer's own address parser;
 * every address must pass the enquiry contract's e-mail check, and names lose control characters.
 */
export function parseAddresses(raw: string): MailAddress[] | null {
  const parsed = addressparser(raw, { flatten: true });
  if (parsed.length === 0) return null;
  const out: MailAddress[] = [];
  for (const entry of parsed) {
    if (!entry.address || !isEmail(entry.address)) return null;
    out.push({ name: headerText(entry.name ?? ""), address: entry.address });
  }
  return out;
}

const addressList = (what: string) =>
  optional.transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    const addresses = parseAddresses(raw);
    if (addresses === null) {
      ctx.addIssue({ code: "custom", message: `must be ${what}` });
      return z.NEVER;
    }
    return addresses;
  });

export const MAIL_ENV = {
  INBOX_SMTP_URL: smtpUrl,
  INBOX_MAIL_FROM: addressList("one e-mail address, like Deltaforge website <website@deltaforge.example>").refine(
    (list) => list === undefined || list.length === 1,
    "must be one e-mail address",
  ),
  INBOX_MAIL_TO: addressList("comma-separated e-mail addresses"),
  INBOX_MAIL_TO_QUOTE: addressList("comma-separated e-mail addresses"),
  INBOX_MAIL_TO_VENDOR: addressList("comma-separated e-mail addresses"),
  INBOX_MAIL_TO_PARTNER: addressList("comma-separated e-mail addresses"),
};

type MailEnv = { [K in keyof typeof MAIL_ENV]: z.output<(typeof MAIL_ENV)[K]> };

const PER_FORM = { quote: "INBOX_MAIL_TO_QUOTE", vendor: "INBOX_MAIL_TO_VENDOR", partner: "INBOX_MAIL_TO_PARTNER" } as const;

/**
 * The settings, or null when INBOX_SMTP_URL is unset (nobody is notified). Reports a missing
 * sender or recipient, and mail settings without an SMTP server, on the variable to fix.
 */
export function mailSettings(env: MailEnv, ctx: z.RefinementCtx): MailSettings | null {
  const issue = (variable: string, message: string) => {
    ctx.addIssue({ code: "custom", path: [variable], message });
    return null;
  };
  if (env.INBOX_SMTP_URL === undefined) {
    const stray = (Object.keys(MAIL_ENV) as (keyof MailEnv)[]).find((name) => env[name] !== undefined);
    return stray ? issue(stray, "is set but INBOX_SMTP_URL is not: nobody would be notified") : null;
  }
  const from = env.INBOX_MAIL_FROM?.[0];
  if (!from) return issue("INBOX_MAIL_FROM", "must be set when INBOX_SMTP_URL is (the notifications' sender)");
  const to = {} as Record<FormType, MailAddress[]>;
  for (const formType of FORM_TYPES) {
    const list = env[PER_FORM[formType]] ?? env.INBOX_MAIL_TO;
    if (!list) return issue("INBOX_MAIL_TO", `must be set when INBOX_SMTP_URL is (or ${PER_FORM[formType]} for that form)`);
    to[formType] = list;
  }
  return { smtpUrl: env.INBOX_SMTP_URL, from, to, messageIdDomain: from.address.split("@")[1]!.toLowerCase() };
}

/**
 * Text bound for a header (subject, display names): control characters, line breaks and Unicode
 * line separators become spaces (as in the CLI's table), runs of white space one space, so nothing
 * can start a new header.
 */
export function headerText(value: string, maxLength = 200): string {
  const flat = terminalSafe(value).replace(/\s+/g, " ").trim();
  const chars = [...flat];
  return chars.length <= maxLength ? flat : chars.slice(0, maxLength - 1).join("") + "…";
}
