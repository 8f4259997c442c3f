/**
 * The server's mail notifications as one piece: with mail settings, an outbox worker and its
 * mailer; without, a record that nobody is notified. Used by start.ts; the route asks it whether
 * to queue a notification and wakes it after the commit; /api/health shows its backlog.
 */
import type { OpenedStore } from "../inbox/store";
import { createMailer } from "./mailer";
import { notificationMessage } from "./message";
import { readDocuments } from "../inbox/documents";
import { acknowledgementMessage } from "./acknowledgement";
import { createOutbox, type AcknowledgementLimits } from "./outbox";
import type { AcknowledgementMails } from "../../contract/acknowledgement";
import type { FormType } from "../../contract/enquiry-fields";
import { redactUrl, type MailSettings } from "./settings";
import { startWorker, type RetryPolicy } from "./worker";
import { backlogHealth, type NotificationHealth } from "./health";

export const NOBODY_NOTIFIED = "INBOX_SMTP_URL is not set: enquiries are stored, but nobody is notified by e-mail.";

export type { NotificationHealth } from "./health";

export interface Notifications {
  readonly enabled: boolean;
  /** The limits to queue an acknowledgement of this form within, or null when none is sent. */
  acknowledges(formType: FormType): AcknowledgementLimits | null;
  /** An enquiry with a notification was committed. */
  wake(): void;
  health(now?: Date): NotificationHealth;
  close(graceMs?: number): Promise<void>;
}

export interface NotificationOptions {
  log?: (line: string) => void;
  /** Tests shorten the retry schedule. */
  retry?: RetryPolicy;
  /** Acknowledgements to enquirers: for these forms, in these words, within these limits. */
  acknowledgement?: Acknowledgements | null;
}

export interface Acknowledgements {
  forms: readonly FormType[];
  /** In every language: each enquirer is answered in the language of the page they wrote from. */
  words: AcknowledgementMails;
  limits: AcknowledgementLimits;
}

export function startNotifications(store: OpenedStore, settings: MailSettings | null, options: NotificationOptions = {}): Notifications {
  const log = options.log ?? ((line: string) => console.log(line));
  const outbox = createOutbox(store.db);
  try {
    outbox.recordState(settings !== null);
  } catch (error) {
    log(`Notifications: could not record the state for npm run inbox (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (settings === null) {
    log(`Notifications: off. ${NOBODY_NOTIFIED}`);
    return {
      enabled: false,
      acknowledges: () => null,
      wake() {},
      health: () => ({ state: "off", message: "Nobody is notified of new enquiries (no SMTP server configured)." }),
      close: async () => {},
    };
  }
  const recipients = [
    ...new Set(
      Object.values(settings.to)
        .flat()
        .map((a) => a.address),
    ),
  ];
  log(`Notifications: on, by ${redactUrl(settings.smtpUrl)} from ${settings.from.address} to ${recipients.join(", ")}.`);
  const ack = options.acknowledgement ?? null;
  log(
    ack && ack.forms.length > 0
      ? `Acknowledgements: on for ${ack.forms.join(", ")}, at most ${ack.limits.perAddress} an hour to one address and ${ack.limits.perDomain} to one domain.`
      : "Acknowledgements: off.",
  );
  const mailer = createMailer(settings);
  const worker = startWorker({
    outbox,
    send: (message) => mailer.send(message),
    render(job) {
      if (job.kind !== "acknowledge") return notificationMessage(job, settings, readDocuments(store.db, job.enquiry.id));
      // Queued by an earlier start with acknowledgements on: kept (and retried) until they are again.
      if (!ack) throw new Error("acknowledgements are off on this server");
      return acknowledgementMessage(job, settings, ack.words);
    },
    retry: options.retry,
    log,
  });
  return {
    enabled: true,
    acknowledges: (formType) => (ack?.forms.includes(formType) ? ack.limits : null),
    wake: () => worker.wake(),
    health(now = new Date()) {
      try {
        return backlogHealth(outbox.backlog(), now);
      } catch {
        return { state: "on", backlog: "unknown" }; // the database's own fault is the inbox's to report
      }
    },
    async close(graceMs) {
      await worker.stop(graceMs);
      mailer.close();
    },
  };
}
