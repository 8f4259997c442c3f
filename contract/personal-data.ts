// How long enquiries (personal data under Nigeria's Data Protection Act 2023) are kept by default:
// the server's INBOX_RETENTION_DAYS default (`npm run inbox -- purge`) and the privacy notice's
// promise are this one number.
export const DEFAULT_RETENTION_DAYS = 365;

// The server's backups (INBOX_BACKUP_EVERY_HOURS, INBOX_BACKUP_KEEP): an erased or purged enquiry
// stays in the backups taken before, until the last of them is deleted, at most the keep count times
// the interval later. The privacy notice states that time from these defaults.
export const DEFAULT_BACKUP_EVERY_HOURS = 24;
export const DEFAULT_BACKUP_KEEP = 7;

/** Days an erased enquiry may live on in the backups. */
export const backupLifetimeDays = (everyHours: number, keep: number) => (everyHours * keep) / 24;
