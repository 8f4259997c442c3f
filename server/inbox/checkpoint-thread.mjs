/**
 * WAL checkpoints off the server's event loop (started by store.ts when the server opens the
 * inbox). A checkpoint copies the log into the database file and syncs it: done by SQLite's
 * automatic checkpoint, that happened inside whichever commit crossed the threshold, so now and
 * then one enquiry's answer (and every request behind it) waited tens of milliseconds for it
 * (`npm run bench:inbox`). Here a connection of its own runs a PASSIVE checkpoint on a timer: it
 * never blocks a writer, and never waits for one. Plain JavaScript, so the thread starts without
 * the TypeScript loader.
 *
 * Idle, a tick costs one read of `data_version` (from the shared memory index, no file I/O): a
 * checkpoint runs only when another connection has committed since the last complete one. With
 * `workerData.report` (tests) the thread posts the log's size after each checkpoint it runs.
 */
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const db = new Database(workerData.file, { fileMustExist: true });
db.pragma("busy_timeout = 0");
/** `data_version` when the log was last copied in full; null: copy at the next tick. */
let copied = null;
const timer = setInterval(() => {
  try {
    const version = db.pragma("data_version", { simple: true });
    if (version === copied) return;
    const [{ log, checkpointed }] = db.pragma("wal_checkpoint(PASSIVE)");
    // A reader can hold back part of the log: then the next tick copies the rest.
    copied = checkpointed === log ? version : null;
    if (workerData.report) parentPort.postMessage(log);
  } catch {
    // Busy, or the file is gone (the store reports that itself): the next tick tries again.
    copied = null;
  }
}, workerData.everyMs);
parentPort.on("close", () => {
  clearInterval(timer);
  db.close();
});
