/**
 * The site on Cloudflare Workers (docs/decisions/0021): the built site is the Worker's static
 * assets (wrangler.jsonc `assets`), served by Cloudflare before this code runs; `/api/*` runs
 * here, through the same Hono routes as the Node server (inbox/route.ts), storing enquiries in D1
 * and their documents in R2 (storage/d1-intake.ts).
 *
 * The cron sends the outbox's notifications and acknowledgements through the `MAIL` binding
 * (outbox-cron.ts) and deletes what the retention period and the orphan sweep name (scheduled, below).
 */
import { Hono, type Context } from "hono";
import { createInboxApi, type InboxNotifications } from "../inbox/route";
import { SECURITY_HEADERS } from "../../contract/response-headers";
import type { D1Database, R2Bucket } from "../storage/cloudflare-bindings";
import { createD1Intake } from "../storage/d1-intake";
import { d1Backlog } from "../storage/d1-outbox";
import { backlogHealth } from "../notify/health";
import { sendOutbox, workerMailSettings, type MailEnv } from "./outbox-cron";
import { workerSettings, type WorkerSettings } from "./settings";
import { purgeD1, sweepOrphans } from "../storage/d1-retention";
import { retentionCutoff } from "../storage/retention";

export interface WorkerEnv extends MailEnv {
  DB: D1Database;
  DOCUMENTS: R2Bucket;
  ASSETS?: { fetch(request: Request): Promise<Response> };
  /** The `access_key` every submission carries (a var; set a secret of the same name to change it). */
  INBOX_ACCESS_KEY: string;
  /** The settings the Node server reads from its environment, with the same names and meaning (shared-settings.ts). */
  INBOX_RATE_LIMIT?: string;
  INBOX_RETENTION_DAYS?: string;
  INBOX_ACKNOWLEDGE?: string;
  INBOX_ACK_PER_ADDRESS?: string;
  INBOX_ACK_PER_DOMAIN?: string;
}

/**
 * The build's `_headers` reach only the static assets; the Worker's own answers get the security
 * headers every page gets (contract/response-headers.ts) and a policy for what they are: JSON, or a
 * small page of text with the site's stylesheet and no script.
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Cloudflare's own record of the visitor's address; clients cannot set it. */
const connectingAddress = (c: Context) => c.req.header("cf-connecting-ip") ?? "unknown";

/**
 * With mail set up, each enquiry's batch queues its notification and, for the forms of
 * INBOX_ACKNOWLEDGE within the limits per address and domain, its acknowledgement; the cron sends
 * them. /api/health shows the outbox's backlog from D1, as Node shows it from SQLite.
 */
function workerNotifications(env: WorkerEnv, settings: WorkerSettings): InboxNotifications | undefined {
  if (!workerMailSettings(env)) return undefined;
  const limits = { perAddress: settings.INBOX_ACK_PER_ADDRESS, perDomain: settings.INBOX_ACK_PER_DOMAIN };
  return {
    enabled: true,
    acknowledges: (formType) => (settings.INBOX_ACKNOWLEDGE.includes(formType) ? limits : null),
    // Nothing to wake: the cron sends (outbox-cron.ts).
    wake: () => {},
    async health() {
      try {
        return backlogHealth(await d1Backlog(env.DB));
      } catch {
        return { state: "on", backlog: "unknown" }; // D1's own fault is the inbox's to report
      }
    },
  };
}

function createWorkerApp(env: WorkerEnv): Hono {
  const settings = workerSettings(env);
  const api = createInboxApi({
    store: createD1Intake(env.DB, env.DOCUMENTS),
    accessKey: env.INBOX_ACCESS_KEY,
    rateLimitPerMinute: settings.INBOX_RATE_LIMIT,
    clientAddress: connectingAddress,
    notifications: workerNotifications(env, settings),
  });
  const app = new Hono();
  app.use("/api/*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.set("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
  });
  app.route("/api", api);
  app.all("/api/*", (c) => c.json({ success: false, message: "Not found." }, 404));
  // Only /api/* reaches the Worker (`run_worker_first`); anything else is the assets' to answer.
  app.all("*", (c) => (env.ASSETS ? env.ASSETS.fetch(c.req.raw) : c.notFound()));
  return app;
}

/**
 * One app per isolate: the bindings do not change while it lives, and the in-memory limits (bodies
 * in flight, the rate limit) are per isolate, as they are per process on Node.
 */
let app: Hono | null = null;

export default {
  fetch(request: Request, env: WorkerEnv): Response | Promise<Response> {
    app ??= createWorkerApp(env);
    return app.fetch(request, env);
  },
  /**
   * The cron of wrangler.jsonc (every 5 minutes): sends the due outbox rows through MAIL, purges the
   * enquiries past the retention period (INBOX_RETENTION_DAYS, the privacy notice's number) with
   * their documents, and sweeps orphaned documents from R2 (storage/d1-retention.ts). Each runs even
   * if one before it failed; a failure fails the run, which Cloudflare records.
   */
  async scheduled(controller: { scheduledTime?: number }, env: WorkerEnv): Promise<void> {
    const now = new Date(controller.scheduledTime ?? Date.now());
    const settings = workerSettings(env);
    const failures: unknown[] = [];
    const step = async (work: () => Promise<string | null>) => {
      try {
        const line = await work();
        if (line) console.log(line);
      } catch (error) {
        failures.push(error);
      }
    };
    await step(async () => {
      const result = await sendOutbox(env);
      return result && (result.sent > 0 || result.notSent > 0)
        ? `Outbox: ${result.sent} sent, ${result.notSent} not sent (see their rows).`
        : null;
    });
    await step(async () => {
      const cutoff = retentionCutoff(settings.INBOX_RETENTION_DAYS, now);
      const purged = await purgeD1(env.DB, env.DOCUMENTS, cutoff);
      return purged.enquiries > 0
        ? `Purged ${purged.enquiries} enquiries received before ${cutoff.toISOString()} and ${purged.documents} documents.`
        : null;
    });
    await step(async () => {
      const swept = await sweepOrphans(env.DB, env.DOCUMENTS, now);
      return swept > 0 ? `Swept ${swept} documents without an enquiry from R2.` : null;
    });
    if (failures.length > 0) throw new AggregateError(failures, "The scheduled run failed in part.");
  },
};
