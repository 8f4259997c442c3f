// How long enquiries (personal data under Nigeria's Data Protection Act 2023) are kept by default:
// the server's INBOX_RETENTION_DAYS default (`npm run inbox -- purge`) and the privacy notice's
// promise are this one number.
export const DEFAULT_RETENTION_DAYS = 365;
