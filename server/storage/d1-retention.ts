/**
 * The Worker's timed deletions (run by its cron: worker/index.ts), on D1 and R2:
 * - the purge: enquiries past the privacy notice's retention (retention.ts, the rule Node's purge
 *   uses), with their rows in other tables (ON DELETE CASCADE, which D1 enforces) and their
 *   documents' objects in R2;
 * - the orphan sweep: objects in R2 with no document row, an hour after they were put. They arise
 *   when a Worker stops between putting an enquiry's documents and its batch (d1-intake.ts), or
 *   between a purge's delete and its objects' deletion (below). An hour is far longer than any
 *   request, so an object whose batch is still coming is never taken.
 * Rows go before objects, so a row never lacks its object; what a stop leaves is an orphan object,
 * which the next sweep takes.
 */
import type { D1Database, R2Bucket } from "./cloudflare-bindings";
import { DOCUMENTS_PREFIX } from "./d1-intake";
import { PAST_RETENTION } from "./retention";

/** An object without a row this old is an orphan, not an enquiry being stored. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/** R2 lists, and deletes, at most this many keys at once. */
const R2_PAGE = 1000;

async function deleteObjects(bucket: R2Bucket, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += R2_PAGE) await bucket.delete(keys.slice(i, i + R2_PAGE));
}

/** Deletes the enquiries received before `cutoff` and their documents in R2; returns how many enquiries. */
export async function purgeD1(db: D1Database, bucket: R2Bucket, cutoff: Date): Promise<{ enquiries: number; documents: number }> {
  const at = cutoff.toISOString();
  // One batch (one transaction): the keys read are exactly those of the rows deleted.
  const [keys, deleted] = await db.batch([
    db
      .prepare(
        `SELECT object_key AS key FROM enquiry_documents WHERE object_key IS NOT NULL
         AND enquiry_id IN (SELECT id FROM enquiries WHERE ${PAST_RETENTION})`,
      )
      .bind(at),
    db.prepare(`DELETE FROM enquiries WHERE ${PAST_RETENTION} RETURNING id`).bind(at),
  ]);
  const objectKeys = (keys!.results as { key: string }[]).map((r) => r.key);
  await deleteObjects(bucket, objectKeys);
  return { enquiries: deleted!.results.length, documents: objectKeys.length };
}

/** Deletes the documents' objects that have no row and were put more than ORPHAN_AGE_MS before `now`; returns how many. */
export async function sweepOrphans(db: D1Database, bucket: R2Bucket, now: Date = new Date()): Promise<number> {
  const before = now.getTime() - ORPHAN_AGE_MS;
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: DOCUMENTS_PREFIX, cursor, limit: R2_PAGE });
    const old = page.objects.filter((o) => o.uploaded.getTime() < before).map((o) => o.key);
    if (old.length > 0) {
      const { results } = await db
        .prepare(
          `SELECT value AS key FROM json_each(?1)
           WHERE value NOT IN (SELECT object_key FROM enquiry_documents WHERE object_key IS NOT NULL)`,
        )
        .bind(JSON.stringify(old))
        .all<{ key: string }>();
      await deleteObjects(
        bucket,
        results.map((r) => r.key),
      );
      removed += results.length;
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return removed;
}
