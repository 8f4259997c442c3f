/**
 * The per-address limit of accepted enquiries (INBOX_RATE_LIMIT a minute) on D1, so that it holds
 * across a Worker's isolates as it holds in Node's one process: the same sliding log as
 * inbox/rate-limit.ts (each accepted post's time; a post is allowed while fewer than `limit` fall in
 * the last minute; Retry-After from the oldest), kept in the table of migrations/0004. The check
 * and the record are one conditional INSERT, which D1 runs alone, so posts racing from several
 * isolates are counted exactly. docs/decisions/0021 says why not the Rate Limiting binding.
 */
import type { SharedRateLimiter } from "../inbox/rate-limit";
import { retryAfterSeconds } from "../inbox/rate-limit";
import type { D1Database } from "./cloudflare-bindings";

const WINDOW_MS = 60_000;

export function createD1RateLimiter(db: D1Database, limit: number, windowMs = WINDOW_MS): SharedRateLimiter {
  return {
    limit,
    async hit(address, now = Date.now()) {
      if (limit <= 0) return 0;
      const since = now - windowMs;
      const recorded = await db
        .prepare(
          `INSERT INTO rate_limit_hits (address, at) SELECT ?1, ?2
           WHERE (SELECT COUNT(*) FROM rate_limit_hits WHERE address = ?1 AND at > ?3) < ?4 RETURNING at`,
        )
        .bind(address, now, since, limit)
        .first();
      if (recorded) return 0;
      const oldest = await db
        .prepare(`SELECT MIN(at) AS at FROM rate_limit_hits WHERE address = ? AND at > ?`)
        .bind(address, since)
        .first<{ at: number | null }>();
      return retryAfterSeconds(oldest?.at ?? now, windowMs, now);
    },
  };
}

/** Deletes the hits no window can count any more (the Worker's cron). */
export async function pruneRateLimitHits(db: D1Database, now = Date.now(), windowMs = WINDOW_MS): Promise<void> {
  await db
    .prepare(`DELETE FROM rate_limit_hits WHERE at <= ?`)
    .bind(now - windowMs)
    .run();
}
