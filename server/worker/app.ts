/**
 * The Worker's Hono app (index.ts makes one per isolate): the inbox's routes (inbox/route.ts) on D1
 * and R2, with Cloudflare's client address, the limits counted in D1 across isolates, and the
 * security headers on its own answers. The staff inbox (its pages at /inbox and API at /api/inbox)
 * is the same Hono app as on Node (staff/routes.ts) over D1 and R2 (storage/d1-staff.ts); its two
 * documents are the build's `inbox/pages.json`, bundled in as the module `@deltaforge-build/inbox-pages`
 * (wrangler.jsonc `alias`).
 */
import { Hono, type Context } from "hono";
import inboxPages from "@deltaforge-build/inbox-pages";
import { isInboxPath } from "../../contract/inbox";
import { createStaffApp } from "../staff/routes";
import { d1StaffStorage } from "../storage/d1-staff";
import { createInboxApi, type InboxNotifications } from "../inbox/route";
import { SECURITY_HEADERS } from "../../contract/response-headers";
import type { D1Database, R2Bucket } from "../storage/cloudflare-bindings";
import { createD1Intake } from "../storage/d1-intake";
import { d1Backlog } from "../storage/d1-outbox";
import { backlogHealth } from "../notify/health";
import { workerMailSettings, type MailEnv } from "./outbox-cron";
import { createD1RateLimiter } from "../storage/d1-rate-limit";
import { workerSettings, type WorkerSettings } from "./settings";

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
  /** The staff inbox's origin for Origin checks and passkeys, as on Node; unset: the request's own. */
  INBOX_PUBLIC_ORIGIN?: string;
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
 * INBOX_ACKNOWLEDGE within the limits per address and domain, its acknowledgement; they are sent
 * right after the answer (index.ts), and by the cron what that did not send. /api/health shows the outbox's backlog from D1, as Node shows it from SQLite.
 */
function workerNotifications(env: WorkerEnv, settings: WorkerSettings, wake: () => void): InboxNotifications | undefined {
  if (!workerMailSettings(env)) return undefined;
  const limits = { perAddress: settings.INBOX_ACK_PER_ADDRESS, perDomain: settings.INBOX_ACK_PER_DOMAIN };
  return {
    enabled: true,
    acknowledges: (formType) => (settings.INBOX_ACKNOWLEDGE.includes(formType) ? limits : null),
    wake,
    async health() {
      try {
        return backlogHealth(await d1Backlog(env.DB));
      } catch {
        return { state: "on", backlog: "unknown" }; // D1's own fault is the inbox's to report
      }
    },
  };
}

/** `wake` is called once mail is queued (an enquiry stored, a resend asked for): index.ts sends it after the answer. */
export function createWorkerApp(env: WorkerEnv, wake: () => void = () => {}): Hono {
  const settings = workerSettings(env);
  const api = createInboxApi({
    store: createD1Intake(env.DB, env.DOCUMENTS),
    accessKey: env.INBOX_ACCESS_KEY,
    rateLimitPerMinute: settings.INBOX_RATE_LIMIT,
    // Counted in D1, so it holds across isolates (docs/decisions/0021, "Limits across isolates").
    acceptedLimiter: createD1RateLimiter(env.DB, settings.INBOX_RATE_LIMIT),
    clientAddress: connectingAddress,
    notifications: workerNotifications(env, settings, wake),
  });
  const staff = createStaffApp({
    storage: d1StaffStorage(env.DB, env.DOCUMENTS, workerMailSettings(env) !== null),
    notifications: { wake },
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
