/**
 * POST /api/enquiries: the local stand-in for the form service (Web3Forms contract).
 * In: multipart/form-data, URL-encoded or JSON with access_key, form_type and the form's fields.
 * Out: JSON { success, message, reference } with a fitting status (answer.ts). A success answer means the row
 * is on disk. Also GET /api/health.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { answer, refererLanguage, wantsHtml, type Status } from "./answer";
import { clientAddress } from "./client-address";
import { FORM_FIELDS, isBotcheckTicked, isFormType, MAX_FIELD_LENGTH, validateEnquiry, type FormType } from "./form-rules";
import { BodyError, readFields, type Fields, type Upload } from "./read-fields";
import { cleanFileName, documentsProblem, sniffDocument } from "./documents";
import { DOCUMENT_LIMITS } from "../../contract/enquiry-documents";
import { createRateLimiter, type SharedRateLimiter } from "./rate-limit";
import type { NotificationHealth, Notifications } from "../notify/notifications";
import { hasVisibleText } from "../../contract/enquiry-checks";
import { isFieldName, LANGUAGE_FIELD, SUBMISSION_ID, SUBMISSION_ID_PATTERN } from "../../contract/enquiry-fields";
import { ENQUIRY_RULES, ENQUIRY_WORDS, postedLanguage } from "../../contract/enquiry-languages";
import { fill } from "../../contract/enquiry-words";
import { LANGUAGE_FACTS, type Language } from "../../contract/languages";
import { notSentPage, ownPage, seeOther, withReference } from "./result-page";
import { createFormStamps, MIN_FILL_SECONDS, spamSign, type FormStamps } from "./spam";
import { FORM_STAMP_FIELD } from "../../contract/enquiry-reference";
import { StoreBusyError, type IntakeStorage } from "../storage/intake";
import type { BackupSchedule } from "../backup/backup";

/** The inbox's answers in a language (contract/enquiry-words.ts): the language the page posted. */
const answersIn = (language: Language) => ENQUIRY_WORDS[language].answers;

const MAX_BODY_BYTES = 1024 * 1024;
/**
 * A multipart body may carry the vendor form's documents (15 MB in all) and its fields: 15.5 MB.
 * Over that, a Content-Length is answered 413 before a byte of the body is read (bodyLimit).
 */
const MAX_UPLOAD_BODY_BYTES = DOCUMENT_LIMITS.totalBytes + 512 * 1024;
/**
 * Bodies over MAX_BODY_BYTES read at once (each held in memory until stored), in all and from one
 * address: 4 × 15.5 MB bounds their memory as MAX_BODIES_IN_FLIGHT bounds the small ones'. A
 * multipart body without a Content-Length counts as large. Over it: 503 in all, 429 for the address,
 * without reading the body.
 */
const MAX_UPLOADS_IN_FLIGHT = 4;
const MAX_UPLOADS_PER_ADDRESS = 1;
/**
 * Raw POSTs per minute per address, as a multiple of the accepted-enquiry limit: refused posts
 * (wrong key, invalid fields) do not use a visitor's quota, so this cheaper limit, counted before
 * the body is read, is what stops one address from flooding the parser.
 */
const RAW_REQUESTS_PER_ACCEPTED = 10;
/**
 * Enquiry bodies read at the same time, in all and from one address. Each may hold up to
 * MAX_BODY_BYTES in memory until it is complete (or cut off by the server's request timeout), so
 * this bounds that memory; over it the post is answered at once, without reading its body (503 when
 * all slots are taken, 429 when the address has its share). Hono has no such limiter.
 */
const MAX_BODIES_IN_FLIGHT = 64;
const MAX_BODIES_PER_ADDRESS = 4;
/** Multipart parts (fields and files) one enquiry may have; the largest form sends about 25. */
const MAX_FORM_PARTS = 64;

export interface InboxOptions {
  /** Where enquiries are stored: SQLite on Node (store.ts), D1 and R2 on Workers (storage/d1-intake.ts). */
  store: IntakeStorage;
  accessKey: string;
  /** Accepted enquiries per minute per client address; 0 disables both limits. */
  rateLimitPerMinute: number;
  /**
   * Where the accepted enquiries per address are counted: by default in this process's memory; on
   * a Worker in D1 (storage/d1-rate-limit.ts), so every isolate sees the same count.
   */
  acceptedLimiter?: SharedRateLimiter;
  /** The client address is the last X-Forwarded-For entry (appended by our reverse proxy). */
  trustProxy?: boolean;
  /** Mail notifications: queued with the enquiry (not for spam), shown in /api/health (read from D1 on the Worker: a promise). */
  notifications?: Pick<Notifications, "enabled" | "acknowledges" | "wake"> & {
    health(): NotificationHealth | Promise<NotificationHealth>;
  };
  /** The server's backups: their age in /api/health, unhealthy when too old. */
  backups?: Pick<BackupSchedule, "health"> | null;
  maxBodiesInFlight?: number;
  maxBodiesPerAddress?: number;
  maxUploads?: number;
  maxUploadsPerAddress?: number;
  maxFormParts?: number;
  /** The form pages' signed time stamps (spam.ts); the same object the static site writes them with. */
  stamps?: FormStamps;
  /** A form sent sooner than this after its page was served is spam. */
  minFillSeconds?: number;
  logError?: (message: string, error: unknown) => void;
  /**
   * The client's address, for the limits and the stored row. Default: the socket's, or with
   * `trustProxy` the proxy's X-Forwarded-For entry (client-address.ts); a Worker passes its own.
   */
  clientAddress?: (c: Context) => string;
}

/** What the route needs of the notifications (notify/notifications.ts on Node, worker/index.ts on the Worker). */
export type InboxNotifications = NonNullable<InboxOptions["notifications"]>;

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

/** A spam post's own fields, not checked: trimmed, blanks and botcheck left out. */
function spamFields(formType: FormType, fields: Fields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORM_FIELDS[formType]) {
    if (name === "botcheck") continue;
    const value = fields[name];
    if (value !== undefined && hasVisibleText(value)) out[name] = value.trim();
  }
  return out;
}

export function createInboxApi(options: InboxOptions): Hono {
  const { store, notifications } = options;
  const trustProxy = options.trustProxy ?? false;
  const expectedKey = digest(options.accessKey);
  const accepted = options.acceptedLimiter ?? createRateLimiter(options.rateLimitPerMinute);
  const raw = createRateLimiter(options.rateLimitPerMinute * RAW_REQUESTS_PER_ACCEPTED);
  const maxBodiesInFlight = options.maxBodiesInFlight ?? MAX_BODIES_IN_FLIGHT;
  const maxBodiesPerAddress = options.maxBodiesPerAddress ?? MAX_BODIES_PER_ADDRESS;
  const maxUploads = options.maxUploads ?? MAX_UPLOADS_IN_FLIGHT;
  const maxUploadsPerAddress = options.maxUploadsPerAddress ?? MAX_UPLOADS_PER_ADDRESS;
  const maxFormParts = options.maxFormParts ?? MAX_FORM_PARTS;
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const stamps = options.stamps ?? createFormStamps();
  const minFillSeconds = options.minFillSeconds ?? MIN_FILL_SECONDS;
  const addressOf = options.clientAddress ?? ((c: Context) => clientAddress(c, trustProxy));
  const api = new Hono();

  const rawLimit: MiddlewareHandler = async (c, next) => {
    if (raw.limit <= 0) return next();
    const retryAfter = raw.hit(addressOf(c));
    if (retryAfter === 0) return next();
    c.header("Retry-After", String(retryAfter));
    c.header("Connection", "close");
    const language = refererLanguage(c);
    return answer(c, 429, answersIn(language).rateLimited, { language });
  };

  let bodiesInFlight = 0;
  const bodiesByAddress = new Map<string, number>();
  const bodySlots: MiddlewareHandler = async (c, next) => {
    const address = addressOf(c);
    const mine = bodiesByAddress.get(address) ?? 0;
    const language = refererLanguage(c);
    if (mine >= maxBodiesPerAddress) {
      c.header("Connection", "close");
      c.header("Retry-After", "30");
      return answer(c, 429, answersIn(language).rateLimited, { language });
    }
    if (bodiesInFlight >= maxBodiesInFlight) {
      c.header("Connection", "close");
      return answer(c, 503, answersIn(language).busy, { language });
    }
    bodiesInFlight++;
    bodiesByAddress.set(address, mine + 1);
    try {
      await next();
    } finally {
      bodiesInFlight--;
      const left = (bodiesByAddress.get(address) ?? 1) - 1;
      if (left > 0) bodiesByAddress.set(address, left);
      else bodiesByAddress.delete(address);
    }
  };

  const tooLarge = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        // The rest of the body is not read: the connection cannot carry another request.
        c.header("Connection", "close");
        const language = refererLanguage(c);
        const words = answersIn(language);
        const megabytes = new Intl.NumberFormat(LANGUAGE_FACTS[language].intl, { maximumFractionDigits: 1 }).format(maxSize / 1024 / 1024);
        return answer(c, 413, fill(words.tooLarge, { size: fill(words.megabytes, { number: megabytes }) }), { language });
      },
    });
  const limitSmallBody = tooLarge(MAX_BODY_BYTES);
  const limitUploadBody = tooLarge(MAX_UPLOAD_BODY_BYTES);
  const isMultipart = (c: Context) => /^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "");
  const isLarge = (c: Context) => {
    const length = Number(c.req.header("content-length") ?? NaN);
    return Number.isNaN(length) ? isMultipart(c) : length > MAX_BODY_BYTES;
  };
  const limitBody: MiddlewareHandler = (c, next) => (isMultipart(c) ? limitUploadBody(c, next) : limitSmallBody(c, next));

  let uploadsInFlight = 0;
  const uploadsByAddress = new Map<string, number>();
  const uploadSlots: MiddlewareHandler = async (c, next) => {
    if (!isMultipart(c) || !isLarge(c)) return next();
    const address = addressOf(c);
    const mine = uploadsByAddress.get(address) ?? 0;
    const language = refererLanguage(c);
    if (mine >= maxUploadsPerAddress) {
      c.header("Connection", "close");
      c.header("Retry-After", "30");
      return answer(c, 429, answersIn(language).rateLimited, { language });
    }
    if (uploadsInFlight >= maxUploads) {
      c.header("Connection", "close");
      return answer(c, 503, answersIn(language).busy, { language });
    }
    uploadsInFlight++;
    uploadsByAddress.set(address, mine + 1);
    try {
      await next();
    } finally {
      uploadsInFlight--;
      const left = (uploadsByAddress.get(address) ?? 1) - 1;
      if (left > 0) uploadsByAddress.set(address, left);
      else uploadsByAddress.delete(address);
    }
  };

  // The upload slots come before the size limit: for a body without a Content-Length (chunked),
  // bodyLimit reads the body as it counts it, so taken after it, 16 unfinished 14 MB chunked uploads
  // were all held in memory before any slot was asked for (issue 44).
  api.post("/enquiries", rawLimit, bodySlots, uploadSlots, limitBody, async (c) => {
    let fields: Fields;
    let uploads: Upload[];
    try {
      ({ fields, uploads } = await readFields(c, { maxParts: maxFormParts }));
    } catch (error) {
      if (error instanceof BodyError) {
        // The rest of the body is left unread: this connection cannot carry another request.
        if (error.status === 413) c.header("Connection", "close");
        return answer(c, error.status, error.message);
      }
      throw error;
    }
    const formType = fields.form_type?.trim();
    // The page's language (contract LANGUAGE_FIELD): every answer from here on is in it, and the
    // enquiry is stored, acknowledged and noted for staff with it.
    const language = postedLanguage(fields[LANGUAGE_FIELD]);
    const words = answersIn(language);
    // A browser's own post (no script yet, or none) that names a page of this site ends on our
    // result pages, never on a bare answer (result-page.ts).
    const resultPage = wantsHtml(c) ? ownPage(c, fields.redirect) : null;
    const refuse = (status: Status, message: string) =>
      resultPage ? seeOther(c, notSentPage(status, language)) : answer(c, status, message, { formType, language });

    const key = fields.access_key;
    if (!key || !timingSafeEqual(digest(key), expectedKey)) return refuse(401, words.accessKey);
    if (!isFormType(formType)) return refuse(422, words.unknownForm);
    for (const name of FORM_FIELDS[formType]) {
      const value = fields[name];
      if (value !== undefined && value.length > MAX_FIELD_LENGTH) {
        const label = isFieldName(name) ? ENQUIRY_RULES[language][name].label : name;
        return refuse(422, fill(words.fieldTooLong, { label, max: MAX_FIELD_LENGTH, name }));
      }
    }
    // The first answer to a submission id is the answer to every repeat (a double click, a retry
    // after a timeout whose post did arrive, the page's offline queue): no second row, notification
    // or use of the visitor's quota. The answer is the enquiry's: rebuilt from it, not stored apart.
    const submissionId = SUBMISSION_ID_PATTERN.test(fields[SUBMISSION_ID] ?? "") ? fields[SUBMISSION_ID]! : null;
    const received = (reference: string | null | undefined) => {
      if (!reference) return resultPage ? seeOther(c, resultPage) : answer(c, 200, words.received, { formType, language });
      return resultPage
        ? seeOther(c, withReference(c, resultPage, reference))
        : answer(c, 200, words.received, { formType, reference, language });
    };
    const first = submissionId ? await store.findSubmitted(submissionId) : null;
    if (first !== null) return received(first.reference);

    const trapped = isBotcheckTicked(fields.botcheck);
    // What is stored is what was checked, normalised (form-rules.ts); a ticked botcheck is not checked.
    const result = trapped ? { ok: true as const, data: spamFields(formType, fields) } : validateEnquiry(formType, fields, language);
    if (!result.ok) return refuse(422, result.message);
    // Only the vendor form takes documents; another form's file parts are left out.
    const sent = formType === "vendor" && !trapped ? uploads : [];
    const documentProblem = documentsProblem(sent, words);
    if (documentProblem) return refuse(422, documentProblem);
    const documents = sent.map((u) => ({ fileName: cleanFileName(u.fileName), contentType: sniffDocument(u.data)!, data: u.data }));
    const spamReason = trapped ? "botcheck ticked" : spamSign(result.data, stamps.age(fields[FORM_STAMP_FIELD]), minFillSeconds);
    const spam = spamReason !== null;

    // Only a post that would be stored uses the visitor's quota.
    const address = addressOf(c);
    const retryAfter = await accepted.hit(address);
    if (retryAfter > 0) {
      c.header("Retry-After", String(retryAfter));
      return refuse(429, words.rateLimited);
    }

    let reference: string;
    try {
      ({ reference } = await store.insertQueued({
        formType,
        language,
        status: spam ? "spam" : "accepted",
        spamReason,
        documents,
        clientAddress: address,
        userAgent: c.req.header("user-agent")?.slice(0, 512) ?? null,
        fields: result.data,
        // Spam is stored, never mailed.
        notify: !spam && notifications?.enabled === true,
        // And the enquirer is acknowledged, within the limits per address and domain.
        acknowledge: spam ? null : (notifications?.acknowledges(formType) ?? null),
        submissionId,
      }));
    } catch (error) {
      logError("Could not store an enquiry:", error instanceof Error ? error.message : error);
      return refuse(503, error instanceof StoreBusyError ? words.busy : words.storeFailed);
    }
    if (!spam) notifications?.wake();
    // Spam gets the same answer as a real enquiry, reference and all, so bots learn nothing.
    return received(reference);
  });

  // For a supervisor or load balancer: can the inbox store enquiries durably right now? A fault of
  // the file or the disk is named (no paths or error text); other problems stay in the server log.
  api.get("/health", async (c) => {
    c.header("Cache-Control", "no-store");
    const backup = options.backups?.health();
    const extra = { ...(notifications ? { notifications: await notifications.health() } : {}), ...(backup ? { backup } : {}) };
    const fault = store.fault();
    if (fault !== null) return c.json({ ok: false, inbox: "not writable", fault, ...extra }, 503);
    const writable = (await store.writeProblem()) === null;
    const ok = writable && (backup?.ok ?? true);
    return c.json({ ok, inbox: writable ? "writable" : "not writable", ...extra }, ok ? 200 : 503);
  });

  api.options("/enquiries", (c) => {
    c.header("Allow", "POST, OPTIONS");
    return c.body(null, 204);
  });

  api.all("/enquiries", (c) => {
    c.header("Allow", "POST, OPTIONS");
    return answer(c, 405, "Use POST to send an enquiry.");
  });

  return api;
}
