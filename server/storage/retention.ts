/**
 * The privacy notice's retention as one rule for both runtimes (contract/personal-data.ts holds
 * the days): an enquiry received more than INBOX_RETENTION_DAYS days ago is deleted, with
 * everything that belongs to it. Node's purge (the serving process's daily run,
 * inbox/retention-schedule.ts, and `npm run inbox -- purge`, both through inbox/store.ts) and the
 * Worker's cron (d1-retention.ts) all select with these.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Enquiries received before this time are past the retention period. */
export const retentionCutoff = (days: number, now: Date = new Date()): Date => new Date(now.getTime() - days * DAY_MS);

/** The enquiries past the cutoff, bound to its ISO time (the column's format): a condition on `enquiries`. */
export const PAST_RETENTION = "received_at < ?";

/** What a purge did, as Node's server logs it and `npm run inbox -- purge` prints it. */
export const purgedLine = (deleted: number, cutoff: Date, days: number): string =>
  `Purged ${deleted} ${deleted === 1 ? "enquiry" : "enquiries"} received before ${cutoff.toISOString()} (older than ${days} days)`;
