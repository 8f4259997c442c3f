/**
 * The few calls the staff inbox makes of SQL, async, with anonymous `?` parameters (better-sqlite3 refuses D1's `?1`): one query code
 * (server/staff/) over better-sqlite3 on Node and D1 on Workers (d1-sql.ts). Both speak the same
 * SQLite dialect, so only the calling convention differs, and this is that difference. We did not
 * take a query builder (Kysely and its D1 dialect): it would add a dependency and a second way to
 * write every query, for statements that are already plain SQL both engines run (docs/decisions/0021).
 *
 * `batch` runs its statements in order as one transaction, all or none: on Node a SQLite
 * transaction, on D1 `batch()`, its only atomic unit. Nothing reads between statements of a batch,
 * so what must be atomic is written as set-based statements whose own WHERE holds the condition.
 */
import type Database from "better-sqlite3";

export type SqlValue = string | number | bigint | null | Uint8Array;

export interface Statement {
  sql: string;
  params: readonly SqlValue[];
}

export interface Sql {
  all<T>(sql: string, ...params: SqlValue[]): Promise<T[]>;
  first<T>(sql: string, ...params: SqlValue[]): Promise<T | null>;
  /** Runs one statement; how many rows it changed. */
  run(sql: string, ...params: SqlValue[]): Promise<number>;
  /** Runs the statements as one transaction; how many rows each changed. */
  batch(statements: readonly Statement[]): Promise<number[]>;
}

export const statement = (sql: string, ...params: SqlValue[]): Statement => ({ sql, params });

/**
 * better-sqlite3 behind the async calls. Each statement runs at once, synchronously, on the store's
 * one connection (as before), so a caller's read and its following write see no other request's
 * writes in between unless it awaits something else first.
 */
export function sqliteSql(db: Database.Database): Sql {
  const cache = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let s = cache.get(sql);
    if (!s) cache.set(sql, (s = db.prepare(sql)));
    return s;
  };
  const run = (sql: string, params: readonly SqlValue[]) => prepared(sql).run(...params).changes;
  return {
    all: async <T>(sql: string, ...params: SqlValue[]) => prepared(sql).all(...params) as T[],
    first: async <T>(sql: string, ...params: SqlValue[]) => (prepared(sql).get(...params) as T | undefined) ?? null,
    run: async (sql, ...params) => run(sql, params),
    batch: async (statements) => db.transaction(() => statements.map((s) => run(s.sql, s.params)))(),
  };
}

/** The staff modules take the store's better-sqlite3 connection (Node, its tests and tools) or an Sql. */
export type SqlSource = Database.Database | Sql;
export const asSql = (source: SqlSource): Sql =>
  "all" in source && typeof source.all === "function" ? (source as Sql) : sqliteSql(source as Database.Database);
