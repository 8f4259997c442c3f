/**
 * Failed sign-ins, kept in the database so a restart does not reset them: 5 for one address within
 * 15 minutes, or 20 from one client address, and sign-in is refused (even with the right password)
 * until the oldest of them is 15 minutes old. Attempts still being checked (their password hashing
 * takes a while) count as failures until they end: otherwise 20 simultaneous guesses would all be
 * checked before the first failure was written, and one right guess among them would sign in.
 */
import type Database from "better-sqlite3";

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_CLIENT = 20;

/** An attempt being checked: end() it once its failure (if any) is written. */
export interface Attempt {
  end(): void;
}

export function createLoginLimits(db: Database.Database, now: () => number = Date.now) {
  const insert = db.prepare(`INSERT INTO staff_login_failures (email, client, at) VALUES (?, ?, ?)`);
  const byEmail = db.prepare(`SELECT COUNT(*) AS n FROM staff_login_failures WHERE email = ? AND at >= ?`);
  const byClient = db.prepare(`SELECT COUNT(*) AS n FROM staff_login_failures WHERE client = ? AND at >= ?`);
  const forget = db.prepare(`DELETE FROM staff_login_failures WHERE at < ?`);
  const clearEmail = db.prepare(`DELETE FROM staff_login_failures WHERE email = ?`);
  const since = () => new Date(now() - LOCKOUT_WINDOW_MS).toISOString();
  const count = (statement: Database.Statement, value: string) => (statement.get(value, since()) as { n: number }).n;
  // In memory: an attempt in flight ends with the process, and so does its claim.
  const inFlight = { email: new Map<string, number>(), client: new Map<string, number>() };
  const add = (map: Map<string, number>, key: string, step: 1 | -1) => {
    const n = (map.get(key) ?? 0) + step;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  };
  const locked = (email: string, client: string) =>
    count(byEmail, email) + (inFlight.email.get(email) ?? 0) >= MAX_FAILURES_PER_EMAIL ||
    count(byClient, client) + (inFlight.client.get(client) ?? 0) >= MAX_FAILURES_PER_CLIENT;
  return {
    /** Whether sign-in is locked for this address or client, counting the attempts in flight. */
    locked: (email: string, client: string): boolean => locked(email.trim(), client),
    /** Starts an attempt, counted as a failure until it ends; null when locked. */
    begin(email: string, client: string): Attempt | null {
      const key = email.trim();
      if (locked(key, client)) return null;
      add(inFlight.email, key, 1);
      add(inFlight.client, client, 1);
      let ended = false;
      return {
        end() {
          if (ended) return;
          ended = true;
          add(inFlight.email, key, -1);
          add(inFlight.client, client, -1);
        },
      };
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
