/**
 * Server-side sessions. The cookie holds 32 random bytes; the table holds their SHA-256 only. A
 * session ends at sign-out, when its account is removed or its password changed, and after 12 hours
 * without a request.
 */
import { createHash, randomBytes } from "node:crypto";
import { asSql, statement, type SqlSource } from "../storage/sql";

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session, not on every request (each write is an fsync). */
const TOUCH_EVERY_MS = 60 * 1000;

export interface Session {
  userId: number;
  email: string;
}

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

export function createSessions(source: SqlSource, now: () => number = Date.now) {
  const sql = asSql(source);
  const iso = (ms: number) => new Date(ms).toISOString();
  const remove = (id: string) => sql.run(`DELETE FROM staff_sessions WHERE id_hash = ?`, id);
  return {
    /** A new session (a new id at every sign-in, so an id planted before it is worth nothing). */
    async start(userId: number): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const at = iso(now());
      await sql.batch([
        statement(`DELETE FROM staff_sessions WHERE last_seen_at < ?`, iso(now() - SESSION_IDLE_MS)),
        statement(
          `INSERT INTO staff_sessions (id_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)`,
          digest(token),
          userId,
          at,
          at,
        ),
      ]);
      return token;
    },
    /** The session for a cookie value, or null (unknown, ended or idle too long). */
    async find(token: string | undefined): Promise<Session | null> {
      if (!token) return null;
      const id = digest(token);
      const row = await sql.first<Session & { lastSeenAt: string }>(
        `SELECT s.user_id AS userId, u.email, s.last_seen_at AS lastSeenAt FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id
         WHERE s.id_hash = ?`,
        id,
      );
      if (!row) return null;
      const idle = now() - Date.parse(row.lastSeenAt);
      if (idle > SESSION_IDLE_MS) {
        await remove(id);
        return null;
      }
      if (idle > TOUCH_EVERY_MS) await sql.run(`UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?`, iso(now()), id);
      return { userId: row.userId, email: row.email };
    },
    async end(token: string | undefined): Promise<void> {
      if (token) await remove(digest(token));
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
