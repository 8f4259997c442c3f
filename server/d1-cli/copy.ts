/**
 * A copy of the inbox's D1 database as a SQLite file, for the commands that read (the table, CSV,
 * spam, outbox, backup): `wrangler d1 export` writes the database's tables as SQL (not its
 * indexes, triggers or search index: see exportableTables), which is run into a new
 * file in a private temporary folder; the reading commands then run on it unchanged, as on Node.
 * Through wrangler and not the local file itself, so `--d1 remote` reads the deployed database the
 * same way (local D1 is a file miniflare names by an internal hash of the database id, not a path
 * to rely on).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { SCHEMA_VERSION } from "../inbox/store";
import { MIGRATION_COUNT } from "../storage/migrations";
import { d1Query, workerConfig, workerStorage, wrangler, type D1Where } from "./wrangler";

export interface D1Copy {
  file: string;
  remove(): void;
}

export function copyD1(d1: D1Where): D1Copy {
  const dir = mkdtempSync(path.join(tmpdir(), "deltaforge-d1-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const sql = path.join(dir, "d1.sql");
    const { database } = workerStorage();
    const tables = exportableTables(d1).flatMap((table) => ["--table", table]);
    if (d1.where === "remote") wrangler(["d1", "export", database, "--remote", "--output", sql, ...tables]);
    else wrangler(["d1", "export", database, "--local", "--output", sql, ...tables], localExportConfig(dir, d1.state));
    const file = path.join(dir, "inbox.sqlite");
    const db = new Database(file);
    try {
      db.exec(readFileSync(sql, "utf8"));
      // D1 keeps no user_version; Node's schema version says which migration files a file has, so
      // a backup of the copy names the same schema a Node server's would.
      const applied = db.prepare("SELECT count(*) FROM d1_migrations").pluck().get() as number;
      if (applied === MIGRATION_COUNT) db.pragma(`user_version = ${SCHEMA_VERSION}`);
    } finally {
      db.close();
    }
    rmSync(sql);
    return { file, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * The tables to export: every one but the staff inbox's search index (FTS5) and its shadow tables.
 * `wrangler d1 export` refuses a database with a virtual table unless it is told which tables to
 * take; the index is built from the enquiries, and no reading command uses it.
 */
function exportableTables(d1: D1Where): string[] {
  const virtual = `SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`;
  return d1Query<{ name: string }>(
    d1,
    `SELECT t.name FROM sqlite_schema t WHERE t.type = 'table' AND t.sql NOT NULL AND t.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND t.name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND t.name NOT IN (${virtual}) AND NOT EXISTS (SELECT 1 FROM (${virtual}) v WHERE t.name LIKE replace(v.name, '_', '\\_') || '\\_%' ESCAPE '\\')`,
  ).map((row) => row.name);
}

/**
 * `wrangler d1 export --local` takes no `--persist-to` (wrangler 4.86): it reads the local D1 kept
 * beside the configuration it is given, in `.wrangler/state`. So it is given a configuration of
 * its own, naming only the Worker's database, in a folder whose `.wrangler/state` is a link to the
 * state asked for (npm run dev:cloudflare's, or a test's).
 */
function localExportConfig(dir: string, state: string): string {
  const shim = path.join(dir, "export");
  mkdirSync(path.join(shim, ".wrangler"), { recursive: true });
  symlinkSync(state, path.join(shim, ".wrangler", "state"));
  const { name, d1_databases } = workerConfig();
  const file = path.join(shim, "wrangler.json");
  writeFileSync(
    file,
    JSON.stringify({
      name,
      d1_databases: d1_databases.map(({ binding, database_name, database_id }: Record<string, string | undefined>) => ({
        binding,
        database_name,
        database_id,
      })),
    }),
  );
  return file;
}
