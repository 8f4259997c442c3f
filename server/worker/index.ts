/**
 * The site on Cloudflare Workers (docs/decisions/0021): the built site is the Worker's static
 * assets (wrangler.jsonc `assets`), served by Cloudflare before this code runs; `/api/*` runs
 * here, through the same Hono routes as the Node server (inbox/route.ts), storing enquiries in D1
 * and their documents in R2 (storage/d1-intake.ts).
 *
 * The staff inbox (its pages at /inbox and API at /api/inbox) is the same Hono app as on Node
 * (staff/routes.ts) over D1 and R2 (storage/d1-staff.ts); its two documents are the build's
 * `inbox/pages.json`, bundled in as the module `inbox-pages` (wrangler.jsonc `alias`).
 * The cron sends the outbox's notifications through the `MAIL` binding (outbox-cron.ts).
 * Not yet here (issue 46, later slices): acknowledgements, and purge.
 */
import { Hono, type Context } from "hono";
import inboxPages from "inbox-pages";
import { createInboxApi } from "../inbox/route";
import { isInboxPath } from "../../contract/inbox";
import { createStaffApp } from "../staff/routes";
import { d1StaffStorage } from "../storage/d1-staff";
import { SECURITY_HEADERS } from "../../contract/response-headers";
import type { D1Database, R2Bucket } from "../storage/cloudflare-bindings";
import { createD1Intake } from "../storage/d1-intake";
import { sendOutbox, workerMailSettings, type MailEnv } from "./outbox-cron";

export interface WorkerEnv extends MailEnv {
  DB: D1Database;
  DOCUMENTS: R2Bucket;
  ASSETS?: { fetch(request: Request): Promise<Response> };
  /** The `access_key` every submission carries (a var; set a secret of the same name to change it). */
  INBOX_ACCESS_KEY: string;
  /** Accepted enquiries per minute per client address (INBOX_RATE_LIMIT on Node); "0" turns it off. */
  INBOX_RATE_LIMIT?: string;
  /** The staff inbox's origin for Origin checks and passkeys, as on Node; unset: the request's own. */
  INBOX_PUBLIC_ORIGIN?: string;
}

/** Node's default (server/config.ts). */
const DEFAULT_RATE_LIMIT = 10;

/**
 * The build's `_headers` reach only the static assets; the Worker's own answers get the security
 * headers every page gets (contract/response-headers.ts) and a policy for what they are: JSON, or a
 * small page of text with the site's stylesheet and no script.
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Cloudflare's own record of the visitor's address; clients cannot set it. */
const connectingAddress = (c: Context) => c.req.header("cf-connecting-ip") ?? "unknown";

function createWorkerApp(env: WorkerEnv): Hono {
  const rate = Number(env.INBOX_RATE_LIMIT ?? DEFAULT_RATE_LIMIT);
  const api = createInboxApi({
    store: createD1Intake(env.DB, env.DOCUMENTS),
    accessKey: env.INBOX_ACCESS_KEY,
    rateLimitPerMinute: Number.isFinite(rate) && rate >= 0 ? rate : DEFAULT_RATE_LIMIT,
    clientAddress: connectingAddress,
    notifications: workerMailSettings(env)
      ? // Queued in the enquiry's batch and sent by the cron (outbox-cron.ts); the backlog is not counted here yet.
        { enabled: true, acknowledges: () => null, wake: () => {}, health: () => ({ state: "on", backlog: "unknown" }) }
      : undefined,
  });
  const staff = createStaffApp({
    storage: d1StaffStorage(env.DB, env.DOCUMENTS, workerMailSettings(env) !== null),
    // Sent by the cron (outbox-cron.ts): nothing to wake.
    notifications: { wake: () => {} },
    pages: inboxPages,
    publicOrigin: env.INBOX_PUBLIC_ORIGIN || null,
    // Cloudflare ends TLS itself and the Worker sees the https URL: no proxy header to trust.
    trustProxy: false,
    clientAddress: connectingAddress,
  });
  const app = new Hono();
  app.use("/api/*", async (c, next) => {
    await next();
    // The staff inbox's API sends its own headers (staff/guard.ts), as on Node.
    if (isInboxPath(c.req.path)) return;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    c.res.headers.set("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
  });
  app.route("/", staff);
  app.route("/api", api);
  app.all("/api/*", (c) => c.json({ success: false, message: "Not found." }, 404));
  // Only /api/* and the staff pages (/inbox, /inbox/*: contract/inbox.ts inboxPaths) reach the Worker
  // (`run_worker_first`); anything else is the assets' to answer.
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
  // The cron of wrangler.jsonc: sends the due outbox rows through MAIL. The retention purge will
  // run here too (issue 46, a later slice).
  async scheduled(_controller: unknown, env: WorkerEnv): Promise<void> {
    const result = await sendOutbox(env);
    if (result && (result.sent > 0 || result.notSent > 0))
      console.log(`Outbox: ${result.sent} sent, ${result.notSent} not sent (see their rows).`);
  },
};
