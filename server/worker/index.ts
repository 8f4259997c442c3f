/**
 * The site on Cloudflare Workers (docs/decisions/0021): the built site is the Worker's static
 * assets (wrangler.jsonc `assets`), served by Cloudflare before this code runs; `/api/*` runs
 * here, through the same Hono routes as the Node server (inbox/route.ts), storing enquiries in D1
 * and their documents in R2 (storage/d1-intake.ts).
 *
 * An enquiry's notification and acknowledgement are sent right after the answer, as Node sends them
 * at once (`ctx.waitUntil`, below); the cron sends what that did not (a failed send is retried on
 * Node's schedule, a send cut short is claimed again: outbox-cron.ts) and deletes what the retention
 * period and the orphan sweep name (scheduled, below).
 */
import type { ExecutionContext, Hono } from "hono";
import { createWorkerApp, type WorkerEnv } from "./app";
import { answerReleasingBody } from "./release-body";
import { sendOutbox } from "./outbox-cron";
import { workerSettings } from "./settings";
import { purgeD1, sweepOrphans } from "../storage/d1-retention";
import { pruneRateLimitHits } from "../storage/d1-rate-limit";
import { pruneChallenges } from "../storage/d1-challenges";
import { purgedLine, retentionCutoff } from "../storage/retention";

export type { WorkerEnv } from "./app";

/**
 * One app per isolate: the bindings do not change while it lives. The limits kept in memory
 * (bodies and uploads in flight, raw posts a minute) are per isolate, as they are per process on
 * Node: they guard the isolate's own memory and CPU. The accepted enquiries a minute per address
 * are counted in D1, across isolates (app.ts).
 */
let app: Hono | null = null;
/**
 * Set when a request queued mail. Kept per isolate, not per request (the routes that queue have no
 * handle on the request's ctx): when requests overlap, whichever ends first sends what both queued,
 * which is the same work (the outbox claims each row once, storage/d1-outbox.ts).
 */
let mailQueued = false;

/** Sends the due outbox rows (outbox-cron.ts) and logs a line when any was tried: after an answer and in the cron. */
async function logOutbox(env: WorkerEnv): Promise<void> {
  const result = await sendOutbox(env);
  if (result && (result.sent > 0 || result.notSent > 0))
    console.log(`Outbox: ${result.sent} sent, ${result.notSent} not sent (see their rows).`);
}

export default {
  /** `ctx` is absent only where a test calls this directly to leave the sending to the cron. */
  async fetch(request: Request, env: WorkerEnv, ctx?: ExecutionContext): Promise<Response> {
    const isolateApp = (app ??= createWorkerApp(env, () => (mailQueued = true)));
    // What the app leaves of the body unread is handed back to the runtime once it has answered (release-body.ts).
    const response = await answerReleasingBody(request, (whole) => isolateApp.fetch(whole, env, ctx));
    if (mailQueued) {
      mailQueued = false;
      // After the answer, within the request's lifetime: the visitor is not kept waiting for mail,
      // and a send that fails or is cut short stays in the outbox for the cron.
      ctx?.waitUntil(
        logOutbox(env).catch((error: unknown) => console.error("Sending the outbox after an answer failed; the cron tries again:", error)),
      );
    }
    return response;
  },
  /**
   * The cron of wrangler.jsonc (every 5 minutes): sends the due outbox rows through MAIL (what the
   * send after an answer did not), purges the enquiries past the retention period
   * (INBOX_RETENTION_DAYS, the privacy notice's number) with their documents, sweeps orphaned
   * documents from R2 (storage/d1-retention.ts), and drops the rate limit's hits older than its
   * minute (storage/d1-rate-limit.ts) and the expired passkey challenges (storage/d1-challenges.ts).
   * Each runs even if one before it failed; a failure fails the run, which Cloudflare records.
   */
  async scheduled(controller: { scheduledTime?: number }, env: WorkerEnv): Promise<void> {
    const now = new Date(controller.scheduledTime ?? Date.now());
    const settings = workerSettings(env);
    const failures: unknown[] = [];
    /** Runs one piece of work, logging the line it returns, if any, and keeping its failure. */
    const step = async (work: () => Promise<string | null | void>) => {
      try {
        const line = await work();
        if (line) console.log(line);
      } catch (error) {
        failures.push(error);
      }
    };
    await step(() => logOutbox(env));
    await step(async () => {
      const cutoff = retentionCutoff(settings.INBOX_RETENTION_DAYS, now);
      const purged = await purgeD1(env.DB, env.DOCUMENTS, cutoff);
      return purged.enquiries > 0
        ? `${purgedLine(purged.enquiries, cutoff, settings.INBOX_RETENTION_DAYS)}, with ${purged.documents} documents in R2.`
        : null;
    });
    await step(async () => {
      const swept = await sweepOrphans(env.DB, env.DOCUMENTS, now);
      return swept > 0 ? `Swept ${swept} documents without an enquiry from R2.` : null;
    });
    await step(() => pruneRateLimitHits(env.DB, now.getTime()));
    await step(() => pruneChallenges(env.DB, now.getTime()));
    if (failures.length > 0) throw new AggregateError(failures, "The scheduled run failed in part.");
  },
};
