/**
 * Works off the outbox in the server process, never on a request's path: claims due rows, sends
 * each with the mailer (a few at a time), records the outcome, and schedules itself for the next
 * due row, waking early when an enquiry is queued. Retries back off from 30 s, doubling up to an
 * hour, for a day after the message was queued; a refusal of the message itself (5xx) is tried
 * PERMANENT_ATTEMPTS times. Then the row is kept as failed.
 *
 * Writes go through the store's connection (synchronous, a few milliseconds each), so they never
 * contend with the enquiries' group commit for the write lock. A write that finds the database
 * locked by another process (the CLI's resend) is retried on the next tick; an outcome not yet
 * recorded is kept in memory until it is, and one lost to a crash means a resend with the same
 * Message-ID.
 */
import type { SendMailOptions } from "nodemailer";
import type { SendFailure } from "./mailer";
import type { Outbox, OutboxJob } from "./outbox";

export interface RetryPolicy {
  /** Delay after the first failed attempt; doubles after each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** No further attempt once a failure happens this long after the message was queued. */
  giveUpAfterMs: number;
  /** Attempts for a message the server refuses outright (5xx). */
  permanentAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  permanentAttempts: 3,
};

/** Messages sent at once (one SMTP connection each). */
const CONCURRENCY = 5;
/** Look for rows queued by another process (`npm run inbox -- resend`) at least this often. */
const POLL_MS = 5_000;
/** After a locked or failing database, try again after this long. */
const DB_RETRY_MS = 250;

export interface WorkerOptions {
  outbox: Outbox;
  send(message: SendMailOptions): Promise<SendFailure | null>;
  render(job: OutboxJob): SendMailOptions;
  retry?: RetryPolicy;
  concurrency?: number;
  log?: (line: string) => void;
}

export interface OutboxWorker {
  /** Something was queued: look now instead of at the next timer. */
  wake(): void;
  /** Stops claiming; waits (at most graceMs) for the messages being sent and records their outcome. */
  stop(graceMs?: number): Promise<void>;
}

/** When to try again after a failed attempt, or null to give up (the row becomes failed). */
export function nextAttemptAt(job: OutboxJob, failure: SendFailure, policy: RetryPolicy, now = new Date()): Date | null {
  if (failure.permanent && job.attempts >= policy.permanentAttempts) return null;
  if (now.getTime() - Date.parse(job.queuedAt) >= policy.giveUpAfterMs) return null;
  const base = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, job.attempts - 1));
  // Up to 10% jitter, so messages held up by one outage do not all come back in the same second.
  return new Date(now.getTime() + Math.round(base * (1 + Math.random() * 0.1)));
}

export function startWorker(options: WorkerOptions): OutboxWorker {
  const { outbox, send, render } = options;
  const policy = options.retry ?? DEFAULT_RETRY;
  const concurrency = options.concurrency ?? CONCURRENCY;
  const logLine = options.log ?? ((line: string) => console.log(line));
  // A database that stays unusable (disk full, file deleted) is reported once, not every 250 ms.
  let lastLine = "";
  const log = (line: string) => {
    if (line !== lastLine) logLine(line);
    lastLine = line;
  };
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let timerAt = Infinity;
  const inFlight = new Set<Promise<void>>();
  /** Outcomes the database has not taken yet (locked by another process). */
  const unrecorded: Array<() => void> = [];

  function schedule(delayMs: number) {
    if (stopped) return;
    const at = Date.now() + Math.max(0, delayMs);
    if (timer && timerAt <= at) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(tick, Math.max(0, delayMs));
    timer.unref();
  }

  function record(write: () => void): boolean {
    try {
      write();
      return true;
    } catch (error) {
      log(`Outbox: could not record a result yet (${error instanceof Error ? error.message : String(error)}); retrying.`);
      unrecorded.push(write);
      schedule(DB_RETRY_MS);
      return false;
    }
  }

  async function attempt(job: OutboxJob) {
    let failure: SendFailure | null;
    try {
      failure = await send(render(job));
    } catch (error) {
      failure = { message: error instanceof Error ? error.message : String(error), permanent: false };
    }
    if (failure === null) {
      record(() => outbox.markSent(job.id));
      return;
    }
    const retryAt = nextAttemptAt(job, failure, policy);
    record(() => outbox.markFailed(job.id, failure.message, retryAt));
    log(
      retryAt
        ? `Outbox: message ${job.id} (enquiry ${job.enquiry.id}) not sent, attempt ${job.attempts}: ${failure.message}; next try ${retryAt.toISOString()}.`
        : `Outbox: message ${job.id} (enquiry ${job.enquiry.id}) FAILED after ${job.attempts} attempts: ${failure.message}. Kept; npm run inbox -- resend ${job.id} queues it again.`,
    );
  }

  function tick() {
    timer = null;
    timerAt = Infinity;
    if (stopped) return;
    while (unrecorded.length > 0) {
      try {
        unrecorded[0]!();
        unrecorded.shift();
      } catch {
        schedule(DB_RETRY_MS);
        return;
      }
    }
    let jobs: OutboxJob[];
    try {
      jobs = outbox.claimDue(concurrency - inFlight.size);
    } catch (error) {
      log(`Outbox: could not read the queue (${error instanceof Error ? error.message : String(error)}); retrying.`);
      schedule(DB_RETRY_MS);
      return;
    }
    for (const job of jobs) {
      const p = attempt(job).finally(() => {
        inFlight.delete(p);
        schedule(0);
      });
      inFlight.add(p);
    }
    if (inFlight.size >= concurrency) return; // the next finished send ticks again
    let next: string | null = null;
    try {
      next = outbox.nextDueAt();
    } catch {
      /* read again at the poll */
    }
    const dueIn = next === null ? POLL_MS : Date.parse(next) - Date.now();
    schedule(Math.min(POLL_MS, Math.max(0, dueIn)));
  }

  try {
    const requeued = outbox.requeueInterrupted();
    if (requeued > 0) log(`Outbox: ${requeued} message(s) were being sent when the server stopped; sending again.`);
  } catch (error) {
    log(`Outbox: could not requeue interrupted messages (${error instanceof Error ? error.message : String(error)}).`);
  }
  schedule(0);

  return {
    wake() {
      if (inFlight.size < concurrency) schedule(0);
    },
    async stop(graceMs = 5_000) {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      let expired: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise<void>((resolve) => {
          expired = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(expired);
      for (const write of unrecorded.splice(0)) {
        try {
          write();
        } catch {
          /* the row stays `sending` and is sent again after the restart */
        }
      }
    },
  };
}
