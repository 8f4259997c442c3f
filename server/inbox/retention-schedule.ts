/**
 * The privacy notice's retention, kept by the serving process itself as the Worker's cron keeps it
 * there (storage/d1-retention.ts): enquiries past INBOX_RETENTION_DAYS (storage/retention.ts, the
 * rule `npm run inbox -- purge` uses too) are deleted once at start-up and then once a day, each
 * run one indexed DELETE (store.purgeBefore) that usually finds a day's enquiries or none.
 *
 * It runs on a timer, never on a request. A failed run (another connection holding the write lock:
 * the server's connection never waits for it, inbox/store.ts) is logged and the next day's run
 * takes what it left; it never stops the server, whose enquiries matter more than the purge's hour.
 */
import { purgedLine, retentionCutoff } from "../storage/retention";
import type { EnquiryStore } from "./store";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionSchedule {
  close(): void;
}

export function scheduleRetention(
  store: Pick<EnquiryStore, "purgeBefore">,
  days: number,
  log: (line: string) => void,
  /** Tests shorten the day. */
  everyMs: number = DAY_MS,
): RetentionSchedule {
  function run() {
    const cutoff = retentionCutoff(days);
    try {
      log(`Retention: ${purgedLine(store.purgeBefore(cutoff), cutoff, days)}.`);
    } catch (error) {
      log(`Retention: the purge of enquiries older than ${days} days failed (${(error as Error).message}); the next run takes them.`);
    }
  }

  // At start-up, before the server answers its first request: a server that was down for days
  // catches up at once.
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { close: () => clearInterval(timer) };
}
