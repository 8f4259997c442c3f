/**
 * The privacy notice's retention as one rule for both runtimes (contract/personal-data.ts holds
 * the days): an enquiry received more than INBOX_RETENTION_DAYS days ago is deleted, with
 * everything that belongs to it. The Node server's purge (`npm run inbox -- purge`, inbox/store.ts)
 * and the Worker's cron (d1-retention.ts) both select with these.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Enquiries received before this time are past the retention period. */
export const retentionCutoff = (days: number, now: Date = new Date()): Date => new Date(now.getTime() - days * DAY_MS);

/** The enquiries past the cutoff, bound to its ISO time (the column's format): a condition on `enquiries`. */
export const PAST_RETENTION = "received_at < ?";
