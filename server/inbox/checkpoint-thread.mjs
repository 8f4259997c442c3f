/**
 * WAL checkpoints off the server's event loop (started by store.ts when the server opens the
 * inbox). A checkpoint copies the log into the database file and syncs it: done by SQLite's
 * automatic checkpoint, that happened inside whichever commit crossed the threshold, so now and
 * then one enquiry's answer (and every request behind it) waited tens of milliseconds for it
 * (`npm run bench:inbox`). Here a connection of its own runs a PASSIVE checkpoint on a timer: it
 * never blocks a writer, and never waits for one. Plain JavaScript, so the thread starts without
 * the TypeScript loader.
 */
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const db = new Database(workerData.file, { fileMustExist: true });
db.pragma("busy_timeout = 0");
const timer = setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch {
    // Busy, or the file is gone (the store reports that itself): the next tick tries again.
  }
}, workerData.everyMs);
parentPort.on("close", () => {
  clearInterval(timer);
  db.close();
});
