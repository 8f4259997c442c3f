/**
 * One backup of the inbox, off the server's event loop (started by backup.ts for the server's
 * schedule and for `npm run inbox -- backup DIR`). `VACUUM INTO` reads the database inside one read
 * transaction, so the copy is a consistent snapshot of every commit before it began while the server
 * keeps writing (WAL: readers never block the writer); a file copy could catch a half-written page.
 * The copy is written to a `.partial` file created with mode 600 (VACUUM INTO keeps an empty file's
 * mode), checked (integrity_check, schema version), synced and only then renamed to its final name,
 * so a file named `inbox-*.sqlite` is always a good backup. Plain JavaScript, so the thread starts
 * without the TypeScript loader.
 *
 * workerData: { source, file (the final name, in its folder), keep (null: keep all), pattern
 * (what backup.ts names its files, oldest first when sorted) }. Posts { file, enquiries, schemaVersion,
 * removed } or { error }.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

function syncPath(file) {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function run({ source, file: final, keep, pattern }) {
  const dir = path.dirname(final);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const partial = `${final}.partial`;
  closeSync(openSync(partial, "wx", 0o600));
  try {
    const db = new Database(source, { fileMustExist: true });
    try {
      db.pragma("busy_timeout = 5000");
      db.prepare("VACUUM INTO ?").run(partial);
    } finally {
      db.close();
    }
    const copy = new Database(partial, { readonly: true });
    let enquiries, schemaVersion;
    try {
      const check = copy.pragma("integrity_check", { simple: true });
      if (check !== "ok") throw new Error(`the copy failed its integrity check (${check})`);
      schemaVersion = copy.pragma("user_version", { simple: true });
      enquiries = copy.prepare("SELECT COUNT(*) AS n FROM enquiries").get().n;
    } finally {
      copy.close();
    }
    syncPath(partial);
    renameSync(partial, final);
    syncPath(dir);
    const removed = [];
    if (keep !== null) {
      const backups = readdirSync(dir)
        .filter((f) => new RegExp(pattern).test(f))
        .sort();
      for (const old of backups.slice(0, Math.max(0, backups.length - keep))) {
        rmSync(path.join(dir, old), { force: true });
        removed.push(old);
      }
    }
    return { file: final, enquiries, schemaVersion, removed };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

try {
  parentPort.postMessage(run(workerData));
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
