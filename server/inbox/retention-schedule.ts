/**
 * The privacy notice's retention, kept by the serving process itself as the Worker's cron keeps it
 * there (storage/d1-retention.ts): enquiries past INBOX_RETENTION_DAYS (storage/retention.ts, the
 * rule `npm run inbox -- purge` uses too) are deleted once at start-up and then once a day.
 *
 * It runs on a timer, never on a request, and a run deletes CHUNK enquiries at a time, yielding to
 * the event loop in between: better-sqlite3 is synchronous, and one DELETE of 20,000 enquiries
 * (secure_delete, their rows in other tables by cascade) held the loop 8.8 s on the shared 2-core
 * sandbox (load average 8), which a first deployment onto an old inbox would spend answering no one.
 * In chunks of 50 each held it 44 ms (median; at most 287 ms) and the whole took 22 s: slower in
 * all (a commit and a log truncation each), but the site and the enquiries are answered between. A failed run (another
 * connection holding the write lock, which the server's connection never waits for:
 * inbox/store.ts) is logged and the next day's run takes what it left; it never stops the server.
 */
import { purgedLine, retentionCutoff } from "../storage/retention";
import type { EnquiryStore } from "./store";

const DAY_MS = 24 * 60 * 60 * 1000;
const CHUNK = 50;

export interface RetentionSchedule {
  close(): void;
}

export interface RetentionOptions {
  /** Tests shorten the day and the chunk. */
  everyMs?: number;
  chunk?: number;
}

export function scheduleRetention(
  store: Pick<EnquiryStore, "purgeBefore">,
  days: number,
  log: (line: string) => void,
  { everyMs = DAY_MS, chunk = CHUNK }: RetentionOptions = {},
): RetentionSchedule {
  let closed = false;
  let running = false;

  function run() {
    if (running || closed) return;
    running = true;
    const cutoff = retentionCutoff(days);
    let deleted = 0;
    const step = () => {
      if (closed) return;
      try {
        const n = store.purgeBefore(cutoff, chunk);
        deleted += n;
        if (n === chunk) {
          setImmediate(step);
          return;
        }
        log(`Retention: ${purgedLine(deleted, cutoff, days)}.`);
      } catch (error) {
        log(
          `Retention: the purge of enquiries older than ${days} days failed after ${deleted} (${(error as Error).message}); the next run takes the rest.`,
        );
      }
      running = false;
    };
    step();
  }

  // The first chunk at start-up, before the server answers its first request: a server that was
  // down for days catches up at once.
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    close() {
      closed = true;
      clearInterval(timer);
    },
  };
}
