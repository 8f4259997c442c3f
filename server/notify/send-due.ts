/**
 * One pass over the outbox, for a runtime that sends from a timed job rather than a resident
 * worker: the Worker's cron (worker/outbox-cron.ts). Claims the due rows, sends each, and records
 * the outcome with the retry rules Node's worker uses (worker.ts, nextAttemptAt and DEFAULT_RETRY),
 * so a message that fails stays queued with its attempt count and next try on both runtimes.
 */
import type { SendMailOptions } from "nodemailer";
import type { SendFailure } from "./mailer";
import type { OutboxJob } from "./outbox";
import type { OutboxSending } from "../storage/outbox-sending";
import { DEFAULT_RETRY, nextAttemptAt, type RetryPolicy } from "./worker";

export interface SendDueOptions {
  outbox: OutboxSending;
  /** May read storage (the Worker reads the enquiry's documents from R2). */
  render(job: OutboxJob): SendMailOptions | Promise<SendMailOptions>;
  send(message: SendMailOptions): Promise<SendFailure | null>;
  /** Rows claimed in one pass (a cron run has a few minutes; the next run takes the rest). */
  limit?: number;
  retry?: RetryPolicy;
  now?: Date;
}

export interface SendDueResult {
  sent: number;
  /** Kept for a later try, or failed for good: see the row's status. */
  notSent: number;
}

/** Messages claimed per pass, sent one after another; the next pass (the next cron run) takes the rest. */
const PASS_LIMIT = 50;

export async function sendDue(options: SendDueOptions): Promise<SendDueResult> {
  const { outbox, render, send } = options;
  const policy = options.retry ?? DEFAULT_RETRY;
  const jobs = await outbox.claimDue(options.limit ?? PASS_LIMIT, options.now);
  const result: SendDueResult = { sent: 0, notSent: 0 };
  for (const job of jobs) {
    let failure: SendFailure | null;
    try {
      failure = await send(await render(job));
    } catch (error) {
      failure = { message: error instanceof Error ? error.message : String(error), permanent: false };
    }
    if (failure === null) {
      await outbox.markSent(job.id);
      result.sent++;
    } else {
      await outbox.markFailed(job.id, failure.message.slice(0, 500), nextAttemptAt(job, failure, policy));
      result.notSent++;
    }
  }
  return result;
}
