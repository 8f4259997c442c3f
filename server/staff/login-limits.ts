/**
 * Failed sign-ins, kept in the database so a restart does not reset them: 5 for one address within
 * 15 minutes, or 20 from one client address, and sign-in is refused (even with the right password)
 * until the oldest of them is 15 minutes old. Attempts still being checked (their password hashing
 * takes a while) count as failures until they end: otherwise 20 simultaneous guesses would all be
 * checked before the first failure was written, and one right guess among them would sign in.
 */
import { asSql, statement, type SqlSource } from "../storage/sql";

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_CLIENT = 20;

/** An attempt being checked: end() it once its failure (if any) is written. */
export interface Attempt {
  end(): void;
}

export function createLoginLimits(source: SqlSource, now: () => number = Date.now) {
  const sql = asSql(source);
  const since = () => new Date(now() - LOCKOUT_WINDOW_MS).toISOString();
  const failures = (email: string, client: string) =>
    sql.first<{ email: number; client: number }>(
      `SELECT (SELECT COUNT(*) FROM staff_login_failures WHERE email = ? AND at >= ?) AS email,
              (SELECT COUNT(*) FROM staff_login_failures WHERE client = ? AND at >= ?) AS client`,
      email,
      since(),
      client,
      since(),
    );
  // In memory: an attempt in flight ends with the process (the isolate on Workers), and so does its claim.
  const inFlight = { email: new Map<string, number>(), client: new Map<string, number>() };
  const add = (map: Map<string, number>, key: string, step: 1 | -1) => {
    const n = (map.get(key) ?? 0) + step;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  };
  /**
   * Whether the failures stored plus the attempts in flight reach a limit. The attempts in flight
   * are counted as they were when the count was asked for (`own` of them this caller's): one that
   * ends while the query runs wrote its failure first, so it is counted once or twice, never not at all.
   */
  const locked = async (email: string, client: string, own: 0 | 1) => {
    const flying = { email: inFlight.email.get(email) ?? 0, client: inFlight.client.get(client) ?? 0 };
    const stored = (await failures(email, client))!;
    return stored.email + flying.email - own >= MAX_FAILURES_PER_EMAIL || stored.client + flying.client - own >= MAX_FAILURES_PER_CLIENT;
  };
  return {
    /** Whether sign-in is locked for this address or client, counting the attempts in flight. */
    locked: (email: string, client: string): Promise<boolean> => locked(email.trim(), client, 0),
    /**
     * Starts an attempt, counted as a failure until it ends; null when locked. It is counted before
     * the database is asked, so of two attempts started together the later one counts the earlier.
     */
    async begin(email: string, client: string): Promise<Attempt | null> {
      const key = email.trim();
      add(inFlight.email, key, 1);
      add(inFlight.client, client, 1);
      let ended = false;
      const attempt = {
        end() {
          if (ended) return;
          ended = true;
          add(inFlight.email, key, -1);
          add(inFlight.client, client, -1);
        },
      };
      try {
        if (!(await locked(key, client, 1))) return attempt;
      } catch (error) {
        attempt.end();
        throw error;
      }
      attempt.end();
      return null;
    },
    async failed(email: string, client: string): Promise<void> {
      await sql.batch([
        statement(`DELETE FROM staff_login_failures WHERE at < ?`, since()),
        statement(
          `INSERT INTO staff_login_failures (email, client, at) VALUES (?, ?, ?)`,
          email.trim(),
          client,
          new Date(now()).toISOString(),
        ),
      ]);
    },
    async succeeded(email: string): Promise<void> {
      await sql.run(`DELETE FROM staff_login_failures WHERE email = ?`, email.trim());
    },
  };
}
export type LoginLimits = ReturnType<typeof createLoginLimits>;
