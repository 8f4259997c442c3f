/**
 * The durable enquiry store: one SQLite file, write-ahead logging, synchronous=FULL, so a row is
 * on disk before the insert returns (and so before the server answers success).
 * Parameterised statements only.
 */
import { mkdirSync, statfsSync, statSync } from "node:fs";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import { acknowledgementQueue, migrateOutbox, OUTBOX_INSERT } from "../notify/outbox";
import { isEmail } from "../../contract/enquiry-checks";
import { documentStatements } from "./documents";
import type { FormType } from "./form-rules";
import { startThread } from "../worker-thread";
import { hasAddedColumns, hasLanguageColumn, migrateEnquiries, referenceDrawer } from "./references";
import { DEFAULT_LANGUAGE, type Language } from "../../contract/languages";
import { applyMigrations, MIGRATION_COUNT } from "../storage/migrations";
import { PAST_RETENTION } from "../storage/retention";
import {
  SAME_EMAIL,
  StoreBusyError,
  StoreFaultError,
  type EnquiryStatus,
  type IntakeStorage,
  type Inserted,
  type NewEnquiry,
} from "../storage/intake";

export { StoreBusyError, StoreFaultError, type Inserted, type NewEnquiry, type EnquiryStatus } from "../storage/intake";

const hasTable = (db: Database.Database, name: string) =>
  db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name) !== undefined;

export interface StoredEnquiry {
  id: number;
  /** Null only when a read-only view opens a database no server has migrated yet. */
  reference: string | null;
  receivedAt: string;
  formType: FormType;
  /** The language of the page it was sent from: the acknowledgement's, and noted for staff. */
  language: Language;
  status: EnquiryStatus;
  spamReason: string | null;
  clientAddress: string;
  userAgent: string | null;
  fields: Record<string, string>;
}

/** An `enquiries` row as SQLite returns it (the staff inbox's queries select the same columns). */
export interface EnquiryRow {
  id: number;
  reference: string | null;
  spam_reason: string | null;
  received_at: string;
  form_type: FormType;
  language: Language;
  status: EnquiryStatus;
  client_address: string;
  user_agent: string | null;
  fields: string;
}

/**
 * The tables' version, in the file's `user_version`: a restore (backup/restore.ts) refuses a file
 * from a newer version of the server. Versions 1 to 6 came before migration files; version 6's
 * tables are `migrations/0001_inbox.sql`, and each migration file after it is one more version.
 */
export const SCHEMA_VERSION = 5 + MIGRATION_COUNT;

export interface ListOptions {
  limit?: number;
  formType?: FormType;
  includeSpam?: boolean;
  /** Only enquiries of this status (`npm run inbox -- spam`). */
  status?: EnquiryStatus;
}

export interface EnquiryStore extends IntakeStorage {
  readonly file: string;
  /**
   * Why enquiries cannot be stored durably right now (the database file was deleted or replaced, the
   * disk is full, a write failed), or null. Every write checks it before and after its commit.
   */
  fault(): string | null;
  /** Writes one row (and its outbox row) in its own transaction; on disk when it returns. */
  insert(enquiry: NewEnquiry): Inserted;
  /** The enquiry stored under a submission id, or null. */
  findSubmission(submissionId: string): number | null;
  /**
   * Group commit: rows queued in the same event-loop turn are written in one transaction (one
   * fsync); each promise resolves only after that commit. A row that breaks a constraint is rejected
   * alone. While another connection holds the write lock, the rows wait without blocking the event
   * loop; a row not committed within the write budget is rejected with StoreBusyError and dropped, so a
   * refused row is never written later.
   */
  insertQueued(enquiry: NewEnquiry): Promise<Inserted>;
  /** Null when a row could be written right now, else why not. Leaves nothing behind (rolled back). */
  writeProblem(): string | null;
  list(options?: ListOptions): StoredEnquiry[];
  get(id: number): StoredEnquiry | null;
  /** Every matching enquiry, oldest first, one row at a time (constant memory, for the CSV). */
  iterate(options?: Omit<ListOptions, "limit">): IterableIterator<StoredEnquiry>;
  count(): number;
  /** Deletes every enquiry whose email is `email` (case-insensitive); returns how many. */
  eraseByEmail(email: string): number;
  /** How many enquiries eraseByEmail(email) would delete. */
  countByEmail(email: string): number;
  /** Deletes the enquiries received before `cutoff`, at most `limit` of them (default: all); returns how many. */
  purgeBefore(cutoff: Date, limit?: number): number;
  close(): void;
}

/** A store opened on a file, with its connection for the outbox (notify/outbox.ts), which shares its transactions. */
export interface OpenedStore extends EnquiryStore {
  readonly db: Database.Database;
}

/** How long a queued row may wait for the write lock before it is refused. */
const WRITE_BUDGET_MS = 5000;
/** How often a queued batch tries the write lock again while another connection holds it. */
const LOCK_RETRY_MS = 25;
/** Start-up and the read-only CLI may wait this long for a lock; the server's writes never do. */
const OPEN_BUSY_TIMEOUT_MS = 5000;

/** Free space below this on the database's file system counts as a full disk. */
const MIN_FREE_BYTES = 1024 * 1024;
/** While a fault lasts, how often the store tries a real write to see whether it is gone. */
const FAULT_RECHECK_MS = 2000;

/** Thrown to roll the write probe back. */
const PROBE_DONE = Symbol("probe done");

const isBusy = (error: unknown) =>
  error instanceof Database.SqliteError && (error.code === "SQLITE_BUSY" || error.code.startsWith("SQLITE_BUSY_"));

function toStored(row: EnquiryRow): StoredEnquiry {
  return {
    id: row.id,
    reference: row.reference,
    receivedAt: row.received_at,
    formType: row.form_type,
    language: row.language,
    status: row.status,
    spamReason: row.spam_reason,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    fields: JSON.parse(row.fields) as Record<string, string>,
  };
}

export interface StoreOptions {
  readonly?: boolean;
  /** Tests shorten the wait for the write lock. */
  writeBudgetMs?: number;
  /** How long the CLI's erase and purge wait for the server's write lock (the server itself: 0). */
  busyTimeoutMs?: number;
  /** Tests: the connection, e.g. to set max_page_count for a real SQLITE_FULL. */
  configure?: (db: Database.Database) => void;
  /**
   * The server: checkpoint the log from a thread of its own this often (checkpoint-thread.mjs),
   * instead of inside a commit on the event loop. SQLite's own checkpoint stays as a backstop for a
   * log that grows past BACKSTOP_CHECKPOINT_PAGES anyway.
   */
  checkpointEveryMs?: number;
}

/** About 40 MB of log: reached only if the checkpoint thread cannot keep up or has stopped. */
const BACKSTOP_CHECKPOINT_PAGES = 10_000;

function startCheckpoints(file: string, everyMs: number): Worker {
  const thread = startThread(new URL("./checkpoint-thread.mjs", import.meta.url), { file, everyMs });
  thread.on("error", (error) => console.error(`Inbox: background checkpoints stopped (${error.message}); SQLite's own take over.`));
  return thread;
}

/** The file's identity; a deleted or replaced database file has another (or none). */
function fileIdentity(file: string): string | null {
  try {
    const stat = statSync(file);
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return null;
  }
}

const isDiskFull = (error: unknown) => error instanceof Database.SqliteError && error.code === "SQLITE_FULL";

export function openStore(file: string, options: StoreOptions = {}): OpenedStore {
  const readonly = options.readonly ?? false;
  const writeBudgetMs = options.writeBudgetMs ?? WRITE_BUDGET_MS;
  if (!readonly && file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { readonly, fileMustExist: readonly });
  db.pragma(`busy_timeout = ${OPEN_BUSY_TIMEOUT_MS}`);
  // Per connection: deleting an enquiry deletes its outbox rows (ON DELETE CASCADE).
  db.pragma("foreign_keys = ON");
  if (!readonly) {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    // Erased enquiries are overwritten, not just unlinked from the tree (NDPA erasure); their
    // outbox rows go with them (foreign_keys above, ON DELETE CASCADE).
    db.pragma("secure_delete = ON");
    // A file from before version 6 is first brought up to it by its own upgrade steps (they add
    // columns, which the migrations' CREATE ... IF NOT EXISTS would not); then the migration files
    // both runtimes share (migrations/, storage/migrations.ts).
    if (hasTable(db, "enquiries")) migrateEnquiries(db);
    if (hasTable(db, "outbox")) migrateOutbox(db);
    applyMigrations(db);
    if ((db.pragma("user_version", { simple: true }) as number) < SCHEMA_VERSION) db.pragma(`user_version = ${SCHEMA_VERSION}`);
    // better-sqlite3 is synchronous: SQLite's own busy wait would freeze the whole server (pages
    // too) while another connection holds the lock. Fail at once instead and retry on a timer.
    db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 0}`);
  }
  options.configure?.(db);
  const checkpoints =
    !readonly && file !== ":memory:" && options.checkpointEveryMs
      ? (db.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`), startCheckpoints(file, options.checkpointEveryMs))
      : null;
  const identity = file === ":memory:" ? null : fileIdentity(file);

  const insertStmt = readonly
    ? null
    : db.prepare(
        `INSERT INTO enquiries (received_at, form_type, language, status, client_address, user_agent, fields, reference, spam_reason)
         VALUES (@receivedAt, @formType, @language, @status, @clientAddress, @userAgent, @fields, @reference, @spamReason)`,
      );
  const drawReference = readonly ? null : referenceDrawer(db);
  // A read-only view of a database from before references shows them as missing.
  const columns = hasAddedColumns(db) ? "reference, spam_reason" : "NULL AS reference, NULL AS spam_reason";
  // And one from before languages, as the English it all was.
  const language = hasLanguageColumn(db) ? "language" : `'${DEFAULT_LANGUAGE}' AS language`;
  const selected = `SELECT id, ${columns}, received_at, form_type, ${language}, status, client_address, user_agent, fields FROM enquiries`;
  const matching = `WHERE (@formType IS NULL OR form_type = @formType)
       AND (@includeSpam = 1 OR status = 'accepted') AND (@status IS NULL OR status = @status)`;
  const listStmt = db.prepare(`${selected} ${matching} ORDER BY id DESC LIMIT @limit`);
  const iterateStmt = db.prepare(`${selected} ${matching} ORDER BY id`);
  const getStmt = db.prepare(`${selected} WHERE id = ?`);
  const countStmt = db.prepare(`SELECT COUNT(*) AS n FROM enquiries`);
  const outboxStmt = readonly ? null : db.prepare(OUTBOX_INSERT);
  const queueAcknowledgement = readonly ? null : acknowledgementQueue(db);
  const documents = readonly ? null : documentStatements(db);
  // A read-only view of a database from before submission ids has none to find.
  const hasSubmissions = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'submissions'`).get() !== undefined;
  const findSubmissionStmt = hasSubmissions ? db.prepare(`SELECT enquiry_id AS id FROM submissions WHERE submission_id = ?`) : null;
  const submissionStmt = readonly ? null : db.prepare(`INSERT INTO submissions (submission_id, enquiry_id) VALUES (?, ?)`);
  const findSubmission = (submissionId: string) => (findSubmissionStmt?.get(submissionId) as { id: number } | undefined)?.id ?? null;

  // Durability faults. The open connection keeps writing to the inode it opened: if the file at the
  // path was deleted or replaced, those commits would land in a file nobody will ever read, so each
  // write compares the path's identity with the opened one before and after its commit. A full disk
  // shows as SQLITE_FULL (or too little free space); once seen, it lasts until a real write succeeds.
  let writeFault: string | null = null;
  let faultTimer: NodeJS.Timeout | null = null;
  function fileFault(): string | null {
    if (identity === null) return null;
    const now = fileIdentity(file);
    if (now === null) return "the database file was deleted";
    return now === identity ? null : "the database file was replaced";
  }
  function diskFault(): string | null {
    try {
      const fs = statfsSync(path.dirname(file));
      return fs.bavail * fs.bsize < MIN_FREE_BYTES ? "the disk is full" : null;
    } catch {
      return null;
    }
  }
  const currentFault = () => fileFault() ?? writeFault ?? (file === ":memory:" ? null : diskFault());
  // A real write that allocates pages and is committed (fsynced), then undone in the same
  // transaction: proves the disk takes writes again after SQLITE_FULL. Only runs during a fault.
  const writeCheck = db.transaction(() => {
    db.prepare(`INSERT INTO write_check (id, pad) VALUES (1, zeroblob(65536))`).run();
    db.prepare(`DELETE FROM write_check`).run();
  });
  function recheckFault() {
    faultTimer = null;
    if (writeFault === null || !db.open) return;
    try {
      writeCheck.immediate();
      if (fileFault() === null) writeFault = null;
    } catch {
      // still failing
    }
    if (writeFault !== null) scheduleRecheck();
  }
  function scheduleRecheck() {
    if (faultTimer || readonly) return;
    faultTimer = setTimeout(recheckFault, FAULT_RECHECK_MS);
    faultTimer.unref();
  }
  function noteWriteFailure(error: unknown) {
    writeFault = isDiskFull(error) ? "the disk is full" : `a write failed (${(error as Error).message})`;
    scheduleRecheck();
  }

  function insertOne(enquiry: NewEnquiry): Inserted {
    if (!insertStmt || !drawReference) throw new Error("The inbox was opened read-only.");
    // Inside the write transaction, so two copies of one submission in the same batch (a double
    // click) or in two batches still make one row: the second finds the first.
    const { submissionId } = enquiry;
    const first = submissionId ? findSubmission(submissionId) : null;
    if (first !== null) return { id: first, reference: (getStmt.get(first) as EnquiryRow).reference! };
    const receivedAt = enquiry.receivedAt ?? new Date();
    const reference = drawReference(enquiry.formType, receivedAt);
    const info = insertStmt.run({
      receivedAt: receivedAt.toISOString(),
      formType: enquiry.formType,
      language: enquiry.language ?? DEFAULT_LANGUAGE,
      status: enquiry.status,
      clientAddress: enquiry.clientAddress,
      userAgent: enquiry.userAgent ?? null,
      fields: JSON.stringify(enquiry.fields),
      reference,
      spamReason: enquiry.status === "spam" ? (enquiry.spamReason ?? null) : null,
    });
    const id = Number(info.lastInsertRowid);
    if (enquiry.documents?.length) documents!.insert(id, enquiry.documents);
    if (enquiry.notify) outboxStmt!.run({ enquiryId: id, now: new Date().toISOString() });
    const email = enquiry.fields.email ?? "";
    if (enquiry.acknowledge && isEmail(email)) queueAcknowledgement!(id, email, enquiry.acknowledge);
    if (submissionId) submissionStmt!.run(submissionId, id);
    return { id, reference };
  }

  interface Queued {
    enquiry: NewEnquiry;
    deadline: number;
    resolve: (inserted: Inserted) => void;
    reject: (error: unknown) => void;
  }
  let queue: Queued[] = [];
  let scheduled = false;
  function schedule(delayMs: number) {
    if (scheduled) return;
    scheduled = true;
    if (delayMs === 0) setImmediate(flush);
    else setTimeout(flush, delayMs);
  }

  // Called inside insertBatch, better-sqlite3 runs this under a savepoint: a row that breaks a
  // constraint is rolled back alone and the others still commit together.
  const insertRow = db.transaction(insertOne);
  const insertBatch = db.transaction((batch: Queued[]) =>
    batch.map(({ enquiry }): { inserted: Inserted } | { error: unknown } => {
      try {
        return { inserted: insertRow(enquiry) };
      } catch (error) {
        // Only a row's own fault (a constraint) is rejected alone. A full disk or an I/O error may
        // have rolled back the whole transaction: the batch fails, so no row is answered 200.
        if (!(error instanceof Database.SqliteError && error.code.startsWith("SQLITE_CONSTRAINT"))) throw error;
        return { error };
      }
    }),
  );

  function flush() {
    scheduled = false;
    const now = Date.now();
    for (const late of queue.filter((q) => q.deadline <= now)) late.reject(new StoreBusyError(writeBudgetMs));
    queue = queue.filter((q) => q.deadline > now);
    if (queue.length === 0) return;
    const batch = queue.splice(0);
    const before = fileFault();
    if (before !== null) {
      for (const q of batch) q.reject(new StoreFaultError(before));
      return;
    }
    let results;
    try {
      results = insertBatch.immediate(batch);
    } catch (error) {
      // Locked by another connection: nothing was written; wait and try again with any newcomers.
      if (isBusy(error)) {
        queue.unshift(...batch);
        schedule(LOCK_RETRY_MS);
      } else {
        noteWriteFailure(error);
        for (const q of batch) q.reject(new StoreFaultError(writeFault ?? String(error)));
      }
      return;
    }
    // Committed, but to the file at the path? If it went away meanwhile, these rows are lost with it.
    const after = fileFault();
    if (after !== null) {
      for (const q of batch) q.reject(new StoreFaultError(after));
      return;
    }
    writeFault = null;
    batch.forEach((q, i) => {
      const result = results[i]!;
      if ("inserted" in result) q.resolve(result.inserted);
      else q.reject(result.error);
    });
  }

  // A real row, rolled back: BEGIN IMMEDIATE alone succeeds on a file SQLite could only open read-only.
  const probeWrite = db.transaction(() => {
    insertOne({ formType: "quote", status: "spam", clientAddress: "write-probe", fields: {} });
    throw PROBE_DONE;
  });

  /**
   * The one way enquiries are deleted (erase and purge). Rows of other tables that belong to an
   * enquiry reference it with ON DELETE CASCADE (foreign_keys is on), so they go in the same
   * transaction. With secure_delete the content is overwritten; a WAL checkpoint then truncates the
   * log, so no copy stays there either (skipped if a reader still needs it).
   */
  function deleteWhere(condition: string, value: string, limit?: number): number {
    if (readonly) throw new Error("The inbox was opened read-only.");
    const removed =
      limit === undefined
        ? db.prepare(`DELETE FROM enquiries WHERE ${condition}`).run(value).changes
        : db.prepare(`DELETE FROM enquiries WHERE id IN (SELECT id FROM enquiries WHERE ${condition} LIMIT ?)`).run(value, limit).changes;
    if (removed > 0) {
      try {
        db.pragma("wal_checkpoint(TRUNCATE)");
      } catch {
        // A reader holds the log; the next checkpoint overwrites it.
      }
    }
    return removed;
  }

  return {
    file,
    db,
    fault: currentFault,
    insert: (enquiry) => insertRow(enquiry),
    findSubmission,
    async findSubmitted(submissionId) {
      const first = findSubmission(submissionId);
      return first === null ? null : { reference: (getStmt.get(first) as EnquiryRow | undefined)?.reference ?? null };
    },
    insertQueued(enquiry) {
      return new Promise<Inserted>((resolve, reject) => {
        queue.push({ enquiry, deadline: Date.now() + writeBudgetMs, resolve, reject });
        schedule(0);
      });
    },
    writeProblem() {
      if (!insertStmt) return "opened read-only";
      const fault = currentFault();
      if (fault !== null) return fault;
      try {
        probeWrite.immediate();
      } catch (error) {
        if (error === PROBE_DONE) return null;
        return error instanceof Error ? error.message : String(error);
      }
      return null;
    },
    list({ limit = 20, formType, includeSpam = true, status } = {}) {
      const rows = listStmt.all({
        limit: Math.max(1, Math.min(limit, 1_000_000)),
        formType: formType ?? null,
        includeSpam: includeSpam ? 1 : 0,
        status: status ?? null,
      }) as EnquiryRow[];
      return rows.map(toStored);
    },
    get(id) {
      const row = getStmt.get(id) as EnquiryRow | undefined;
      return row ? toStored(row) : null;
    },
    *iterate({ formType, includeSpam = true, status } = {}) {
      for (const row of iterateStmt.iterate({ formType: formType ?? null, includeSpam: includeSpam ? 1 : 0, status: status ?? null })) {
        yield toStored(row as EnquiryRow);
      }
    },
    count() {
      return (countStmt.get() as { n: number }).n;
    },
    eraseByEmail(email) {
      return deleteWhere(SAME_EMAIL, email.trim());
    },
    countByEmail(email) {
      return (db.prepare(`SELECT COUNT(*) AS n FROM enquiries WHERE ${SAME_EMAIL}`).get(email.trim()) as { n: number }).n;
    },
    purgeBefore(cutoff, limit) {
      return deleteWhere(PAST_RETENTION, cutoff.toISOString(), limit);
    },
    close() {
      if (faultTimer) clearTimeout(faultTimer);
      if (queue.length > 0) flush();
      for (const q of queue.splice(0)) q.reject(new StoreBusyError(writeBudgetMs));
      if (db.open) db.close();
      void checkpoints?.terminate();
    },
  };
}
