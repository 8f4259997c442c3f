/** The staff inbox's SQL calls (sql.ts) on D1. */
import type { D1Database } from "./cloudflare-bindings";
import type { Sql } from "./sql";

export function d1Sql(db: D1Database): Sql {
  return {
    all: async <T>(sql: string, ...params: unknown[]) =>
      (
        await db
          .prepare(sql)
          .bind(...params)
          .all<T>()
      ).results,
    first: <T>(sql: string, ...params: unknown[]) =>
      db
        .prepare(sql)
        .bind(...params)
        .first<T>(),
    run: async (sql, ...params) =>
      (
        await db
          .prepare(sql)
          .bind(...params)
          .run()
      ).meta.changes,
    batch: async (statements) =>
      statements.length === 0
        ? []
        : (await db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)))).map((r) => r.meta.changes),
  };
}
