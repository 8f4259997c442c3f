/**
 * Sending the outbox on Cloudflare: the rows the enquiry's batch queued in D1 (d1-intake.ts),
 * claimed and settled by the Worker's cron (worker/outbox-cron.ts). The states, columns and their
 * mapping are Node's (outbox-rows.ts, which notify/outbox.ts reads through too); only the claim
 * differs, since D1 has no interactive transactions.
 */
import { OUTBOX_BACKLOG_SQL, type Backlog } from "../notify/outbox";
import { OUTBOX_JOB_COLUMNS, toOutboxJob, type OutboxJobRow } from "./outbox-rows";
import type { D1Database } from "./cloudflare-bindings";
import type { OutboxSending } from "./outbox-sending";

/**
 * A cron run stopped while sending (Cloudflare ends a scheduled run after 15 minutes of wall time)
 * leaves rows `sending`; once this much older than their attempt they are due again. Node requeues
 * such rows when its process starts, which a Worker has no moment for.
 */
export const STALE_SENDING_MS = 20 * 60_000;

/** The outbox's backlog for /api/health, by Node's statement (notify/outbox.ts). */
export async function d1Backlog(db: D1Database): Promise<Backlog> {
  const row = await db.prepare(OUTBOX_BACKLOG_SQL).first<{ unsent: number; failed: number; oldest: string | null }>();
  return { unsent: row?.unsent ?? 0, failed: row?.failed ?? 0, oldestUnsentAt: row?.oldest ?? null };
}

export function createD1Outbox(db: D1Database): OutboxSending {
  return {
    async claimDue(limit, now = new Date()) {
      if (limit <= 0) return [];
      const at = now.toISOString();
      const staleBefore = new Date(now.getTime() - STALE_SENDING_MS).toISOString();
      // One statement, so two overlapping cron runs never claim the same row.
      const claimed = await db
        .prepare(
          `UPDATE outbox SET status = 'sending', attempts = attempts + 1, last_attempt_at = ?1
           WHERE id IN (SELECT id FROM outbox
             WHERE ((status = 'pending' AND next_attempt_at <= ?1) OR (status = 'sending' AND last_attempt_at <= ?2))
             ORDER BY next_attempt_at, id LIMIT ?3)
           RETURNING id`,
        )
        .bind(at, staleBefore, limit)
        .all<{ id: number }>();
      if (claimed.results.length === 0) return [];
      const ids = claimed.results.map((r) => r.id);
      const { results } = await db
        .prepare(
          `SELECT ${OUTBOX_JOB_COLUMNS} FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
           WHERE o.id IN (SELECT value FROM json_each(?1)) ORDER BY o.next_attempt_at, o.id`,
        )
        .bind(JSON.stringify(ids))
        .all<OutboxJobRow>();
      return results.map(toOutboxJob);
    },
    async markSent(id, now = new Date()) {
      await db
        .prepare(`UPDATE outbox SET status = 'sent', sent_at = ?2, last_error = NULL WHERE id = ?1`)
        .bind(id, now.toISOString())
        .run();
    },
    async markFailed(id, error, retryAt) {
      await db
        .prepare(
          `UPDATE outbox SET status = CASE WHEN ?3 IS NULL THEN 'failed' ELSE 'pending' END,
             next_attempt_at = COALESCE(?3, next_attempt_at), last_error = ?2 WHERE id = ?1`,
        )
        .bind(id, error, retryAt ? retryAt.toISOString() : null)
        .run();
    },
  };
}
