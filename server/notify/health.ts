/**
 * What /api/health says of the notifications, on both runtimes: the Node server reads the outbox's
 * backlog from SQLite (notifications.ts), the Worker from D1 (storage/d1-outbox.ts), with the same
 * statement (outbox.ts OUTBOX_BACKLOG_SQL) and this one shape. Counts and an age, never addresses or errors.
 */
import type { Backlog } from "./outbox";

export type NotificationHealth =
  | { state: "off"; message: string }
  | { state: "on"; unsent: number; failed: number; oldestUnsentSeconds: number | null }
  | { state: "on"; backlog: "unknown" };

export function backlogHealth(backlog: Backlog, now: Date = new Date()): NotificationHealth {
  const oldest =
    backlog.oldestUnsentAt === null ? null : Math.max(0, Math.round((now.getTime() - Date.parse(backlog.oldestUnsentAt)) / 1000));
  return { state: "on", unsent: backlog.unsent, failed: backlog.failed, oldestUnsentSeconds: oldest };
}
