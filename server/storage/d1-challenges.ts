/**
 * Passkey challenges (staff/challenges.ts) on D1, in the table of migrations/0005, so that the
 * answer to a ceremony's options is accepted by whichever isolate it reaches. A challenge is taken
 * by one DELETE ... RETURNING, which D1 runs alone: of two answers racing, from any isolates, only
 * one gets the row. As in memory, one owner keeps at most MAX_CHALLENGES_PER_OWNER a pool (a newer
 * one replaces its oldest), so one address cannot fill the table; the cron deletes the expired
 * rows (pruneChallenges). There is no cap on all owners together as there is in memory, where it
 * bounds the process's memory: here rows are bounded by the expiry, and a cap would cost a read of
 * up to that many rows per request.
 */
import { CHALLENGE_MS, MAX_CHALLENGES_PER_OWNER, type PasskeyChallenges } from "../staff/challenges";
import type { D1Database } from "./cloudflare-bindings";

export function d1Challenges(db: D1Database, now: () => number = Date.now): PasskeyChallenges {
  return {
    async remember(kind, challenge, owner) {
      await db.batch([
        db
          .prepare(`INSERT INTO passkey_challenges (challenge, kind, owner, expires) VALUES (?, ?, ?, ?)`)
          .bind(challenge, kind, owner, now() + CHALLENGE_MS),
        db
          .prepare(
            `DELETE FROM passkey_challenges WHERE kind = ?1 AND owner = ?2 AND challenge NOT IN
             (SELECT challenge FROM passkey_challenges WHERE kind = ?1 AND owner = ?2 ORDER BY expires DESC, rowid DESC LIMIT ?3)`,
          )
          .bind(kind, owner, MAX_CHALLENGES_PER_OWNER),
      ]);
    },
    async take(kind, challenge, owner) {
      const row = await db
        .prepare(`DELETE FROM passkey_challenges WHERE challenge = ? AND kind = ? RETURNING owner, expires`)
        .bind(challenge, kind)
        .first<{ owner: string; expires: number }>();
      return row !== null && row.expires >= now() && (owner === null || row.owner === owner);
    },
  };
}

/** Deletes the challenges no answer can use any more (the Worker's cron). */
export async function pruneChallenges(db: D1Database, now = Date.now()): Promise<void> {
  await db.prepare(`DELETE FROM passkey_challenges WHERE expires < ?`).bind(now).run();
}
