/**
 * Failed sign-ins, kept in the database so a restart does not reset them: 5 for one address within
 * 15 minutes, or 20 from one client address, and sign-in is refused (even with the right password)
 * until the oldest of them is 15 minutes old.
 */
import type Database from "better-sqlite3";

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_CLIENT = 20;

export function createLoginLimits(db: Database.Database, now: () => number = Date.now) {
  const insert = db.prepare(`INSERT INTO staff_login_failures (email, client, at) VALUES (?, ?, ?)`);
  const byEmail = db.prepare(`SELECT COUNT(*) AS n FROM staff_login_failures WHERE email = ? AND at >= ?`);
  const byClient = db.prepare(`SELECT COUNT(*) AS n FROM staff_login_failures WHERE client = ? AND at >= ?`);
  const forget = db.prepare(`DELETE FROM staff_login_failures WHERE at < ?`);
  const clearEmail = db.prepare(`DELETE FROM staff_login_failures WHERE email = ?`);
  const since = () => new Date(now() - LOCKOUT_WINDOW_MS).toISOString();
  const count = (statement: Database.Statement, value: string) => (statement.get(value, since()) as { n: number }).n;
  return {
    locked(email: string, client: string): boolean {
      return count(byEmail, email.trim()) >= MAX_FAILURES_PER_EMAIL || count(byClient, client) >= MAX_FAILURES_PER_CLIENT;
    },
    failed(email: string, client: string): void {
      forget.run(since());
      insert.run(email.trim(), client, new Date(now()).toISOString());
    },
    succeeded(email: string): void {
      clearEmail.run(email.trim());
    },
  };
}
export type LoginLimits = ReturnType<typeof createLoginLimits>;
