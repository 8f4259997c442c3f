/**
 * `npm run inbox -- restore FILE`: puts a backup in place of the inbox database, after checking it
 * (an SQLite file, integrity_check ok, the enquiries table, a schema version this server knows) and
 * that nothing has the database open: a running server would go on writing to the replaced file's
 * inode and its enquiries would be lost. The replaced database is kept beside it, never deleted.
 */
import { chmodSync, closeSync, copyFileSync, constants, existsSync, fsyncSync, openSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { SCHEMA_VERSION } from "../inbox/store";

export class RestoreRefusedError extends Error {}

export interface CheckedBackup {
  enquiries: number;
  schemaVersion: number;
}

/** What the backup holds, or RestoreRefusedError saying why it cannot be restored. */
export function checkBackup(file: string): CheckedBackup {
  if (!existsSync(file)) throw new RestoreRefusedError(`${file} does not exist.`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new RestoreRefusedError(`${file} cannot be opened: ${(error as Error).message}`);
  }
  try {
    let check: unknown;
    try {
      check = db.pragma("integrity_check", { simple: true });
    } catch (error) {
      throw new RestoreRefusedError(`${file} is not an SQLite database (${(error as Error).message}).`);
    }
    if (check !== "ok") throw new RestoreRefusedError(`${file} failed its integrity check: ${String(check)}`);
    const schemaVersion = db.pragma("user_version", { simple: true }) as number;
    const hasTable = db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'enquiries'`).get() !== undefined;
    if (!hasTable) throw new RestoreRefusedError(`${file} is an SQLite database but not an inbox (no enquiries table).`);
    if (schemaVersion > SCHEMA_VERSION) {
      throw new RestoreRefusedError(
        `${file} comes from a newer version of the server (schema ${schemaVersion}; this one knows up to ${SCHEMA_VERSION}).`,
      );
    }
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM enquiries`).get() as { n: number };
    return { enquiries: n, schemaVersion };
  } finally {
    db.close();
  }
}

/**
 * Refuses while any connection has `target` open. Leaving WAL mode needs every other connection
 * closed (a WAL connection holds a shared lock as long as it is open), so the switch is the test;
 * it also copies the log into the file and removes it, so no old log is replayed onto the backup.
 */
function ensureNobodyHolds(target: string): void {
  const db = new Database(target, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 0");
    db.pragma("journal_mode = DELETE");
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (code.startsWith("SQLITE_BUSY")) {
      throw new RestoreRefusedError(`${target} is open in another process (the server?): stop it first, then restore.`);
    }
    throw new RestoreRefusedError(`${target} cannot be replaced: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

function sync(file: string): void {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export interface RestoreResult extends CheckedBackup {
  /** Where the database it replaced now is, or null when there was none. */
  replaced: string | null;
}

export function restoreBackup(backup: string, target: string, now = new Date()): RestoreResult {
  const checked = checkBackup(backup);
  const exists = existsSync(target);
  if (exists) ensureNobodyHolds(target);
  const incoming = `${target}.restoring`;
  copyFileSync(backup, incoming, constants.COPYFILE_EXCL);
  chmodSync(incoming, 0o600);
  sync(incoming);
  let replaced: string | null = null;
  if (exists) {
    replaced = `${target}.replaced-${now.toISOString().replaceAll(":", "-")}`;
    renameSync(target, replaced);
  }
  for (const leftover of [`${target}-wal`, `${target}-shm`]) rmSync(leftover, { force: true });
  renameSync(incoming, target);
  sync(path.dirname(target));
  return { ...checked, replaced };
}
