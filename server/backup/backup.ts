/**
 * Backups of the inbox database: one now (`takeBackup`, for `npm run inbox -- backup DIR`) or on the
 * server's schedule (`scheduleBackups`: INBOX_BACKUP_DIR, INBOX_BACKUP_EVERY_HOURS,
 * INBOX_BACKUP_KEEP), each in a thread of its own (backup-thread.mjs: VACUUM INTO, checked, mode 600).
 */
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { startThread } from "../worker-thread";

/** `inbox-2026-11-27T05-30-00-000Z.sqlite`: the time it began, so names sort oldest first. */
const BACKUP_FILE = /^inbox-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.sqlite$/;

export const backupFileName = (began: Date) => `inbox-${began.toISOString().replaceAll(":", "-").replace(".", "-")}.sqlite`;

export interface BackupSettings {
  dir: string;
  everyHours: number;
  keep: number;
}

export interface BackupResult {
  file: string;
  /** When the copy's snapshot began: every enquiry committed before it is in the file. */
  began: Date;
  enquiries: number;
  schemaVersion: number;
  /** Older backups deleted beyond the keep count (file names). */
  removed: string[];
}

interface Running {
  result: Promise<BackupResult>;
  cancel(): Promise<void>;
}

function startBackup(source: string, dir: string, keep: number | null, began: Date): Running {
  const file = path.join(path.resolve(dir), backupFileName(began));
  const thread = startThread(new URL("./backup-thread.mjs", import.meta.url), { source, file, keep, pattern: BACKUP_FILE.source });
  const result = new Promise<BackupResult>((resolve, reject) => {
    thread.once("message", (m: { error: string } | Omit<BackupResult, "began">) =>
      "error" in m ? reject(new Error(m.error)) : resolve({ ...m, began }),
    );
    thread.once("error", reject);
    thread.once("exit", () => reject(new Error("the backup was stopped")));
  });
  return {
    result,
    async cancel() {
      await thread.terminate();
      rmSync(`${file}.partial`, { force: true });
    },
  };
}

/** One backup of `source` into `dir` now; deletes the oldest beyond `keep` (null: none). */
export function takeBackup(source: string, dir: string, keep: number | null = null, began = new Date()): Promise<BackupResult> {
  return startBackup(source, dir, keep, began).result;
}

/** The time the newest good backup in `dir` began (from its name), or null. */
export function newestBackup(dir: string): Date | null {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return null;
  }
  const newest = names
    .filter((n) => BACKUP_FILE.test(n))
    .sort()
    .at(-1);
  if (!newest) return null;
  const [, day, h, m, s, ms] = BACKUP_FILE.exec(newest)!;
  return new Date(`${day}T${h}:${m}:${s}.${ms}Z`);
}

export interface BackupHealth {
  ok: boolean;
  lastGoodAt: string | null;
  /** Hours since the last good backup began (since the server started if there is none). */
  ageHours: number;
  everyHours: number;
  /** The last attempt failed (the reason is in the server log). */
  lastFailed: boolean;
}

export interface BackupSchedule {
  health(now?: Date): BackupHealth;
  /** The backup under way, if any (tests and the bench wait for it). */
  current(): Promise<BackupResult> | null;
  close(): Promise<void>;
}

const HOUR_MS = 3_600_000;

/**
 * The server's backups: the first at start-up, then one every `everyHours`, the oldest beyond
 * `keep` deleted. Unhealthy once the last good one is older than twice the interval, so one
 * failed or late run is tolerated and two are not.
 */
export function scheduleBackups(source: string, settings: BackupSettings, log: (line: string) => void): BackupSchedule {
  const startedAt = new Date();
  let lastGood = newestBackup(settings.dir);
  let lastFailed = false;
  let running: Running | null = null;
  let closed = false;

  function run() {
    if (running || closed) return;
    const began = new Date();
    const attempt = startBackup(source, settings.dir, settings.keep, began);
    running = attempt;
    attempt.result.then(
      (result) => {
        lastGood = result.began;
        lastFailed = false;
        const removed = result.removed.length ? `; deleted ${result.removed.length} older` : "";
        log(`Backup: ${result.enquiries} enquiries in ${result.file}${removed}.`);
      },
      (error: unknown) => {
        lastFailed = true;
        if (!closed) log(`Backup failed: ${(error as Error).message}`);
      },
    );
    void attempt.result
      .catch(() => {})
      .finally(() => {
        if (running === attempt) running = null;
      });
  }

  run();
  const timer = setInterval(run, settings.everyHours * HOUR_MS);
  timer.unref();
  return {
    health(now = new Date()) {
      const ageHours = (now.getTime() - (lastGood ?? startedAt).getTime()) / HOUR_MS;
      return {
        ok: ageHours <= 2 * settings.everyHours,
        lastGoodAt: lastGood?.toISOString() ?? null,
        ageHours: Math.round(ageHours * 100) / 100,
        everyHours: settings.everyHours,
        lastFailed,
      };
    },
    current: () => running?.result ?? null,
    async close() {
      closed = true;
      clearInterval(timer);
      await running?.cancel();
    },
  };
}
