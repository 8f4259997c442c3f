/**
 * The outbox: one row per notification to send, written in the same transaction as its enquiry
 * (store.ts) and worked off by the worker (worker.ts). The row holds only delivery state; the
 * message is rendered from the enquiry when it is sent, so erasing an enquiry (ON DELETE CASCADE)
 * leaves no copy of its personal data behind, and the recipients are the ones configured now.
 *
 * States: pending (due at next_attempt_at) → sending (an attempt is under way) → sent, or back to
 * pending with the next attempt's time, or failed (kept; `npm run inbox -- resend <id>` queues it
 * again). A process killed while sending leaves `sending`: the next start queues those rows again.
 */
import type Database from "better-sqlite3";
import {
  OUTBOX_JOB_COLUMNS,
  toOutboxEntry,
  toOutboxJob,
  type OutboxEntry,
  type OutboxJob,
  type OutboxJobRow,
  type OutboxRow,
} from "../storage/outbox-rows";

export type { OutboxEntry, OutboxJob, OutboxKind, OutboxStatus } from "../storage/outbox-rows";

/** The table is in migrations/0001_inbox.sql; the cascade requires PRAGMA foreign_keys = ON. */

/** Inserts the notification of an enquiry inserted in the same transaction; due at once. */
export const OUTBOX_INSERT = `INSERT INTO outbox (enquiry_id, created_at, queued_at, status, next_attempt_at)
  VALUES (@enquiryId, @now, @now, 'pending', @now)`;

/**
 * Queues a failed, sent or waiting row again, due at once (`now`, `now`, the row's id): the CLI's and
 * the staff inbox's resend, on both runtimes. A sent message queued again is a new message (resends
 * is part of its Message-ID); a failed or pending one keeps its Message-ID, so a copy that did
 * arrive earlier is recognised as the same.
 */
export const OUTBOX_RESEND = `UPDATE outbox SET resends = resends + (status = 'sent'), status = 'pending', next_attempt_at = ?, attempts = 0,
  queued_at = ? WHERE id = ? AND status IN ('failed', 'sent', 'pending')`;

/** Inserts the acknowledgement to the enquirer (acknowledgement.ts) of an enquiry inserted in the same transaction. */
export const ACKNOWLEDGEMENT_INSERT = `INSERT INTO outbox (enquiry_id, kind, created_at, queued_at, status, next_attempt_at)
  VALUES (@enquiryId, 'acknowledge', @now, @now, 'pending', @now)`;

/**
 * A database from before acknowledgements gets the outbox's kind column (every earlier row was a
 * notification) and the index the acknowledgements' limits are counted with.
 */
export function migrateOutbox(db: Database.Database): void {
  const columns = (db.prepare(`PRAGMA table_info(outbox)`).all() as { name: string }[]).map((c) => c.name);
  if (!columns.includes("kind")) {
    db.exec(`ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'notify' CHECK (kind IN ('notify', 'acknowledge'))`);
  }
  db.exec(`CREATE INDEX IF NOT EXISTS outbox_kind_created ON outbox (kind, created_at)`);
}

export interface Backlog {
  /** Pending or being sent. */
  unsent: number;
  failed: number;
  /** When the oldest pending or sending message was queued, or null. */
  oldestUnsentAt: string | null;
}

/** The backlog's counts (Backlog), on either runtime: here and on D1 (storage/d1-outbox.ts). */
export const OUTBOX_BACKLOG_SQL = `SELECT COALESCE(SUM(status IN ('pending', 'sending')), 0) AS unsent, COALESCE(SUM(status = 'failed'), 0) AS failed,
  MIN(CASE WHEN status IN ('pending', 'sending') THEN queued_at END) AS oldest FROM outbox`;

export interface NotifyState {
  enabled: boolean;
  /** When the server that recorded it started. */
  startedAt: string;
}

export interface Outbox {
  /** Records at start-up whether this server sends notifications. */
  recordState(enabled: boolean, now?: Date): void;
  /** What the last server to start recorded, or null (never recorded). */
  state(): NotifyState | null;
  /** Marks up to `limit` due pending rows as sending (one transaction) and returns them. */
  claimDue(limit: number, now?: Date): OutboxJob[];
  /** The earliest next_attempt_at of a pending row, or null. */
  nextDueAt(): string | null;
  markSent(id: number, now?: Date): void;
  /** Back to pending at `retryAt`, or failed when `retryAt` is null; the error is kept. */
  markFailed(id: number, error: string, retryAt: Date | null): void;
  /** Rows left `sending` by a process that died: due again at once. Returns how many. */
  requeueInterrupted(now?: Date): number;
  /** Queues a failed, sent or waiting row again, due at once; false when there is no such row or it is being sent. */
  resend(id: number, now?: Date): boolean;
  /** Pending, sending and failed rows, oldest first. */
  listUnsent(limit?: number): OutboxEntry[];
  get(id: number): OutboxEntry | null;
  backlog(): Backlog;
}

/** The outbox on the store's connection (the worker's writes never wait for a lock held by itself). */
export function createOutbox(db: Database.Database): Outbox {
  const stateTable = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'notify_state'`).get() !== undefined;
  const readState = stateTable ? db.prepare(`SELECT enabled, started_at FROM notify_state WHERE id = 1`) : null;
  const state = (): NotifyState | null => {
    const row = readState?.get() as { enabled: number; started_at: string } | undefined;
    return row ? { enabled: row.enabled === 1, startedAt: row.started_at } : null;
  };
  const exists = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'outbox'`).get() !== undefined;
  if (!exists) return emptyOutbox(state);
  /**
   * The worker's own writes (claim, sent, failed) skip the fsync: synchronous=NORMAL for that
   * transaction only, on this connection, which better-sqlite3 runs to the end before anything
   * else. In WAL mode that stays consistent, and the next enquiry's commit (FULL) syncs these
   * too. Losing one to a power cut means at worst sending a message again, with the same
   * Message-ID; an fsync per state change would instead stall the event loop, and with it the
   * enquiries' answers, on a slow disk.
   */
  const relaxed = <T>(write: () => T): T => {
    const level = db.pragma("synchronous", { simple: true }) as number;
    db.pragma("synchronous = NORMAL");
    try {
      return write();
    } finally {
      db.pragma(`synchronous = ${level}`);
    }
  };
  const writeState = db.prepare(
    `INSERT INTO notify_state (id, enabled, started_at) VALUES (1, @enabled, @now)
     ON CONFLICT (id) DO UPDATE SET enabled = excluded.enabled, started_at = excluded.started_at`,
  );
  const iso = (d: Date) => d.toISOString();
  const selectDue = db.prepare(
    `SELECT ${OUTBOX_JOB_COLUMNS} FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
     WHERE o.status = 'pending' AND o.next_attempt_at <= @now ORDER BY o.next_attempt_at, o.id LIMIT @limit`,
  );
  const toSending = db.prepare(`UPDATE outbox SET status = 'sending', attempts = attempts + 1, last_attempt_at = @now WHERE id = @id`);
  const claim = db.transaction((limit: number, now: string) => {
    const rows = selectDue.all({ now, limit }) as OutboxJobRow[];
    for (const row of rows) toSending.run({ id: row.id, now });
    return rows;
  });
  const nextDue = db.prepare(`SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status = 'pending'`);
  const sent = db.prepare(`UPDATE outbox SET status = 'sent', sent_at = @now, last_error = NULL WHERE id = @id`);
  const failed = db.prepare(
    `UPDATE outbox SET status = CASE WHEN @retryAt IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = COALESCE(@retryAt, next_attempt_at), last_error = @error WHERE id = @id`,
  );
  const interrupted = db.prepare(`UPDATE outbox SET status = 'pending', next_attempt_at = @now WHERE status = 'sending'`);
  const again = db.prepare(OUTBOX_RESEND);
  const unsent = db.prepare(`SELECT * FROM outbox WHERE status != 'sent' ORDER BY id LIMIT @limit`);
  const one = db.prepare(`SELECT * FROM outbox WHERE id = ?`);
  const backlog = db.prepare(OUTBOX_BACKLOG_SQL);

  return {
    recordState(enabled, now = new Date()) {
      writeState.run({ enabled: enabled ? 1 : 0, now: iso(now) });
    },
    state,
    claimDue(limit, now = new Date()) {
      if (limit <= 0) return [];
      // The rows as selected, before the claim's update: they are returned as it left them.
      return relaxed(() => claim.immediate(limit, iso(now))).map((row) =>
        toOutboxJob({ ...row, status: "sending", attempts: row.attempts + 1, last_attempt_at: iso(now) }),
      );
    },
    nextDueAt() {
      return (nextDue.get() as { at: string | null }).at;
    },
    markSent(id, now = new Date()) {
      relaxed(() => sent.run({ id, now: iso(now) }));
    },
    markFailed(id, error, retryAt) {
      relaxed(() => failed.run({ id, error, retryAt: retryAt ? iso(retryAt) : null }));
    },
    requeueInterrupted(now = new Date()) {
      return relaxed(() => interrupted.run({ now: iso(now) }).changes);
    },
    resend(id, now = new Date()) {
      return again.run(iso(now), iso(now), id).changes === 1;
    },
    listUnsent(limit = 1000) {
      return (unsent.all({ limit }) as OutboxRow[]).map(toOutboxEntry);
    },
    get(id) {
      const row = one.get(id) as OutboxRow | undefined;
      return row ? toOutboxEntry(row) : null;
    },
    backlog() {
      const b = backlog.get() as { unsent: number; failed: number; oldest: string | null };
      return { unsent: b.unsent, failed: b.failed, oldestUnsentAt: b.oldest };
    },
  };
}

/** A database from before the outbox (opened read-only by the CLI): nothing queued. */
function emptyOutbox(state: () => NotifyState | null): Outbox {
  return {
    recordState: () => {},
    state,
    claimDue: () => [],
    nextDueAt: () => null,
    markSent: () => {},
    markFailed: () => {},
    requeueInterrupted: () => 0,
    resend: () => false,
    listUnsent: () => [],
    get: () => null,
    backlog: () => ({ unsent: 0, failed: 0, oldestUnsentAt: null }),
  };
}

/** How many acknowledgements one address, and one domain, may be sent in an hour. */
export interface AcknowledgementLimits {
  perAddress: number;
  perDomain: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Queues an enquiry's acknowledgement unless its address, or its domain, had its share in the last
 * hour; runs inside the enquiry's transaction, so enquiries committed together count each other.
 * The count reads the outbox and the enquiries, nothing else: an erased enquiry's mail no longer
 * counts, and no list of addresses is kept beside the enquiries. Returns whether it was queued.
 */
export function acknowledgementQueue(db: Database.Database) {
  const count = db.prepare(
    `SELECT COALESCE(SUM(address = @address), 0) AS address, COUNT(*) AS domain FROM (
       SELECT lower(trim(json_extract(e.fields, '$.email'))) AS address FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
       WHERE o.kind = 'acknowledge' AND o.created_at > @since)
     WHERE substr(address, -length(@domain) - 1) = '@' || @domain`,
  );
  const insert = db.prepare(ACKNOWLEDGEMENT_INSERT);
  return (enquiryId: number, email: string, limits: AcknowledgementLimits, now = new Date()): boolean => {
    const address = email.trim().toLowerCase();
    const domain = address.slice(address.lastIndexOf("@") + 1);
    const sent = count.get({ address, domain, since: new Date(now.getTime() - HOUR_MS).toISOString() }) as {
      address: number;
      domain: number;
    };
    if (sent.address >= limits.perAddress || sent.domain >= limits.perDomain) return false;
    insert.run({ enquiryId, now: now.toISOString() });
    return true;
  };
}
