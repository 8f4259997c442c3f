/**
 * The schema's migrations (`migrations/*.sql`, wrangler's format) applied to a better-sqlite3
 * database, as `wrangler d1 migrations apply` applies them to D1: in file-name order, each file
 * once, recorded by name in the same `d1_migrations` table wrangler keeps (same columns), so one
 * set of files describes both runtimes' tables. Wrangler's runner needs a D1 binding and cannot
 * open a local SQLite file of ours; this is the few lines that remain (docs/decisions/0021).
 */
import { readdirSync, readFileSync } from "node:fs";
import type Database from "better-sqlite3";

/** The folder server/worker/wrangler.jsonc names as `migrations_dir`. */
export const MIGRATIONS_DIR = new URL("../../migrations/", import.meta.url);
/** Wrangler's default `migrations_table`. */
const MIGRATIONS_TABLE = "d1_migrations";

export interface Migration {
  /** The file name, as wrangler records it: `0001_inbox.sql`. */
  name: string;
  sql: string;
}

export function readMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return (
    readdirSync(dir)
      // Every .sql file, in name order, as wrangler reads the folder (`NNNN_name.sql`).
      .filter((name) => name.endsWith(".sql"))
      .sort()
      .map((name) => ({ name, sql: readFileSync(new URL(name, dir), "utf8") }))
  );
}

/** The number of migration files: each one raises the schema's version (inbox/store.ts). */
export const MIGRATION_COUNT = readMigrations().length;

/**
 * Applies the migrations this database has not had, each in its own transaction with its record
 * (as wrangler does), and returns their names.
 */
export function applyMigrations(db: Database.Database, migrations: readonly Migration[] = readMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT UNIQUE,
    applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
  )`);
  const applied = new Set((db.prepare(`SELECT name FROM ${MIGRATIONS_TABLE}`).all() as { name: string }[]).map((r) => r.name));
  const record = db.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (name) VALUES (?)`);
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.name);
    }).immediate();
    done.push(migration.name);
  }
  return done;
}
