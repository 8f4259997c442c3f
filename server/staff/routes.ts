/**
 * The staff inbox over HTTP: the sign-in page and form, sign-out, the React inbox's document at
 * /inbox, and its JSON API under /api/inbox. Mounted before the static site by server/app.ts,
 * which leaves these paths' headers to inboxHeaders(); on Workers by server/worker/index.ts. The
 * same routes on both runtimes: storage comes in as StaffStorage (storage/staff.ts).
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { stream } from "hono/streaming";
import { z } from "zod";
import { FORM_TYPES } from "../../contract/enquiry-fields";
import { STATUS_CHANGES, STATUS_FILTERS, inboxPaths, type InboxFilter } from "../../contract/inbox";
import { csvHeader, csvLine } from "../inbox/format";
import type { Notifications } from "../notify/notifications";
import type { StaffStorage } from "../storage/staff";
import { createInboxQueries } from "./enquiries";
import { SESSION_COOKIE, ownOrigin, inboxHeaders, requireSession, sameOriginOnly, type OriginSettings, type StaffEnv } from "./guard";
import { createLoginLimits } from "./login-limits";
import { withMessage, type InboxPage, type InboxPages } from "./page-message";
import { createPasskeys, PasskeyError } from "./passkeys";
import { createSessions } from "./sessions";
import { LOCKED_SIGN_IN, MALFORMED_SIGN_IN, SIGNED_OUT, clearSessionCookie, setSessionCookie, signIn } from "./sign-in";
import { createStaffUsers } from "./users";

export interface StaffOptions extends OriginSettings {
  storage: StaffStorage;
  notifications: Pick<Notifications, "wake">;
  /** The built documents, or how to get them (the Worker reads them from its assets); null: not built. */
  pages: InboxPages | null | (() => Promise<InboxPages | null>);
  /** The client's address: the socket or our proxy's entry on Node, CF-Connecting-IP on Workers. */
  clientAddress: (c: Context) => string;
}

const Filter = z.object({
  form: z.enum(FORM_TYPES).optional(),
  status: z.enum(STATUS_FILTERS).optional(),
  q: z.string().max(200).optional(),
});
const StatusBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000), status: z.enum(STATUS_CHANGES) });
const NoteBody = z.object({ text: z.string().trim().min(1).max(5000) });
const EraseBody = z.object({ email: z.string().trim().min(3).max(254).includes("@") });

/** encodeURIComponent leaves ' ( ) * as they are; RFC 5987's attr-char does not allow them. */
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

const NOT_BUILT = "The inbox is not part of this build: run npm run build:local.";

export function createStaffApp(options: StaffOptions): Hono<StaffEnv> {
  const { storage } = options;
  const users = createStaffUsers(storage.sql);
  const sessions = createSessions(storage.sql);
  const limits = createLoginLimits(storage.sql);
  const queries = createInboxQueries(storage);
  const passkeys = createPasskeys(storage.sql, storage.challenges);
  const origin = (c: Context) => ownOrigin(c, options);
  const json = bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: "Too large." }, 413) });
  const address = options.clientAddress;
  const pages = typeof options.pages === "function" ? options.pages : async () => options.pages as InboxPages | null;

  const page = async (c: Context, name: keyof InboxPages, status: 200 | 400 | 401 | 429 | 503 = 200, message?: string) => {
    const doc: InboxPage | undefined = (await pages())?.[name];
    if (!doc) return c.text(NOT_BUILT, 503);
    c.header("Content-Security-Policy", doc.policy);
    return c.html(message ? withMessage(doc, message) : doc.html, status);
  };

  const app = new Hono<StaffEnv>();
  for (const prefix of [inboxPaths.app, inboxPaths.api]) {
    app.use(prefix, inboxHeaders(), sameOriginOnly(options));
    app.use(`${prefix}/*`, inboxHeaders(), sameOriginOnly(options));
  }

  app.get(inboxPaths.login, async (c) => {
    // Already signed in (a bookmark, the back button): straight to the inbox.
    if (await sessions.find(getCookie(c, SESSION_COOKIE))) return c.redirect(inboxPaths.app, 303);
    return page(c, "login", 200, c.req.query("signed-out") !== undefined ? SIGNED_OUT : undefined);
  });
  app.post(inboxPaths.login, bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text("Too large.", 413) }), async (c) => {
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      // A body that is not the form's (a multipart body without its boundary, cut off, …) is the
      // client's fault: a 400 with the form again, never a 500.
      return page(c, "login", 400, MALFORMED_SIGN_IN);
    }
    const email = typeof body.email === "string" ? body.email.trim().slice(0, 254) : "";
    const password = typeof body.password === "string" ? body.password.slice(0, 1024) : "";
    const result = await signIn({ users, sessions, limits, trustProxy: options.trustProxy, clientAddress: address }, c, email, password);
    if (!result.ok) return page(c, "login", result.status, result.message);
    setSessionCookie(c, result.token, options.trustProxy);
    return c.redirect(inboxPaths.app, 303);
  });
  app.post(inboxPaths.logout, async (c) => {
    await sessions.end(getCookie(c, SESSION_COOKIE));
    clearSessionCookie(c, options.trustProxy);
    return c.redirect(`${inboxPaths.login}?signed-out`, 303);
  });

  // Sign-in with a passkey alone: failures count against the client address, as its own "account"
  // (5 lock that address's passkey sign-in) and towards the address's 20; attempts in flight count
  // too. One shared key let five malformed posts lock everyone out (issue 44).
  const passkeyKey = (client: string) => `(passkey) ${client}`;
  app.post(`${inboxPaths.passkeyLogin}/options`, async (c) => {
    try {
      return c.json(await passkeys.authenticationOptions(origin(c), address(c)));
    } catch (error) {
      if (error instanceof PasskeyError) return c.json({ error: error.message }, 503);
      throw error;
    }
  });
  app.post(inboxPaths.passkeyLogin, json, async (c) => {
    const client = address(c);
    const attempt = await limits.begin(passkeyKey(client), client);
    if (!attempt) return c.json({ error: LOCKED_SIGN_IN }, 429);
    try {
      const userId = await passkeys.authenticate(await c.req.json(), origin(c));
      setSessionCookie(c, await sessions.start(userId), options.trustProxy);
      return c.json({ location: inboxPaths.app });
    } catch (error) {
      if (!(error instanceof PasskeyError) && !(error instanceof SyntaxError)) throw error;
      await limits.failed(passkeyKey(client), client);
      return c.json({ error: "That passkey did not sign you in." }, 401);
    } finally {
      attempt.end();
    }
  });

  const signedIn = requireSession(sessions, inboxPaths.login);
  app.use(inboxPaths.app, signedIn);
  app.use(`${inboxPaths.app}/*`, signedIn);
  app.use(`${inboxPaths.api}/*`, signedIn);
  app.get(inboxPaths.app, (c) => page(c, "app"));
  app.all(`${inboxPaths.app}/*`, (c) => c.redirect(inboxPaths.app, 303));

  const api = new Hono<StaffEnv>();
  // The handler's own time, for the browser's devtools and `npm run bench:inbox-ui` (the network excluded).
  api.use(async (c, next) => {
    const started = performance.now();
    await next();
    c.header("Server-Timing", `app;dur=${(performance.now() - started).toFixed(1)}`);
  });
  const readJson = async <T>(c: Context, schema: z.ZodType<T>): Promise<T | null> => {
    const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
    return parsed.success ? parsed.data : null;
  };
  const filterOf = (c: Context): InboxFilter | null => {
    const parsed = Filter.safeParse(Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== "")));
    return parsed.success ? parsed.data : null;
  };
  const idOf = (c: Context) => (/^\d{1,15}$/.test(c.req.param("id") ?? "") ? Number(c.req.param("id")) : null);

  api.get("/me", async (c) => c.json({ email: c.get("session").email, passkeys: await passkeys.count(c.get("session").userId) }));
  api.post("/passkeys/options", async (c) => {
    const { userId, email } = c.get("session");
    return c.json(await passkeys.registrationOptions({ id: userId, email }, origin(c)));
  });
  api.post("/passkeys", json, async (c) => {
    const { userId } = c.get("session");
    try {
      await passkeys.register(userId, await c.req.json(), origin(c));
    } catch (error) {
      if (error instanceof PasskeyError || error instanceof SyntaxError)
        return c.json({ error: `The passkey was not added: ${error.message}` }, 400);
      throw error;
    }
    return c.json({ passkeys: await passkeys.count(userId) });
  });
  api.get("/enquiries", async (c) => {
    const filter = filterOf(c);
    const before = c.req.query("before");
    if (!filter || (before !== undefined && !/^\d{1,15}$/.test(before))) return c.json({ error: "Bad filter." }, 400);
    return c.json(await queries.list({ ...filter, before: before ? Number(before) : undefined }));
  });
  api.get("/enquiries.csv", (c) => {
    const filter = filterOf(c);
    if (!filter) return c.json({ error: "Bad filter." }, 400);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="enquiries-${new Date().toISOString().slice(0, 10)}.csv"`);
    // Hono answers HEAD with this GET handler and drops the body unread: its writes would wait for ever.
    if (c.req.method === "HEAD") return c.body(null);
    // Streamed a batch at a time: any number of rows in constant memory, as the CLI's --csv. The
    // rows are read in batches (queries.batches), so a slow or stalled download holds no statement.
    return stream(c, async (out) => {
      let batch = csvHeader();
      for await (const rows of queries.batches(filter)) {
        for (const row of rows) batch += csvLine(row);
        if (batch.length >= 65_536) {
          await out.write(batch);
          batch = "";
        }
      }
      if (batch) await out.write(batch);
    });
  });
  api.get("/enquiries/:id", async (c) => {
    const id = idOf(c);
    const detail = id === null ? null : await queries.get(id);
    return detail ? c.json(detail) : c.json({ error: "No such enquiry." }, 404);
  });
  api.get("/enquiries/:id/documents/:documentId", async (c) => {
    const id = idOf(c);
    const documentId = /^\d{1,15}$/.test(c.req.param("documentId")) ? Number(c.req.param("documentId")) : null;
    const document = id === null || documentId === null ? null : await queries.document(id, documentId);
    if (!document) return c.json({ error: "No such document." }, 404);
    // Always a download, typed by the bytes checked on arrival: a document never renders in the
    // inbox's origin. The name is ASCII-folded in filename= and exact in filename*= (RFC 6266).
    const ascii = document.fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
    c.header("Content-Type", document.contentType);
    c.header("Content-Disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(document.fileName)}`);
    c.header("X-Content-Type-Options", "nosniff");
    // On Workers the bytes stream from R2 as they arrive; on Node they are the row's.
    return c.body(document.body);
  });
  api.post("/status", json, async (c) => {
    const body = await readJson(c, StatusBody);
    if (!body) return c.json({ error: "Choose enquiries and a status." }, 400);
    return c.json({ changed: await queries.setStatus(body.ids, body.status, c.get("session").email) });
  });
  api.post("/enquiries/:id/notes", json, async (c) => {
    const id = idOf(c);
    const body = await readJson(c, NoteBody);
    if (id === null || !(await queries.exists(id))) return c.json({ error: "No such enquiry." }, 404);
    if (!body) return c.json({ error: "Write a note first (at most 5,000 characters)." }, 400);
    await queries.addNote(id, c.get("session").email, body.text);
    return c.json(await queries.get(id));
  });
  api.post("/enquiries/:id/resend", async (c) => {
    const id = idOf(c);
    const detail = id === null ? null : await queries.get(id);
    if (!detail || detail.notificationId === null) return c.json({ error: "This enquiry has no notification to send." }, 404);
    if (!(await queries.resend(detail.notificationId))) return c.json({ error: "The notification is being sent right now." }, 409);
    await queries.noteHistory(detail.id, c.get("session").email, "Notification queued again");
    options.notifications.wake();
    return c.json(await queries.get(detail.id));
  });
  api.get("/erase", async (c) => {
    const email = c.req.query("email")?.trim() ?? "";
    if (!email.includes("@")) return c.json({ error: "Enter an email address." }, 400);
    return c.json({ count: await queries.countByEmail(email) });
  });
  api.post("/erase", json, async (c) => {
    const body = await readJson(c, EraseBody);
    if (!body) return c.json({ error: "Enter an email address." }, 400);
    // With the documents' objects on Workers; on Node the same deletion as `npm run inbox -- erase`.
    return c.json({ erased: await queries.eraseByEmail(body.email) });
  });
  api.all("*", (c) => c.json({ error: "Not found." }, 404));
  app.route(inboxPaths.api, api);
  return app;
}
