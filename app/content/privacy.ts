import { ownHalf } from "./language";
import { backupLifetimeDays, DEFAULT_BACKUP_EVERY_HOURS, DEFAULT_BACKUP_KEEP, DEFAULT_RETENTION_DAYS } from "../../contract/personal-data";
import { company } from "./company";
import dataFile from "./data/privacy.json" with { type: "json" };
import type { Privacy } from "./schemas/privacy";

const data = /* @__PURE__ */ ownHalf(dataFile);

// The privacy notice, edited in data/privacy.json. The build checks the file (data-files.ts); the
// e-mail address, the retention period and the backups' lifetime come from the company's details and
// the contract, so the notice always says what the server does (`npm run inbox -- purge`, its backups).
const fill = (text: string) =>
  text
    .replaceAll("{email}", company.emails.info)
    .replaceAll("{retentionDays}", String(DEFAULT_RETENTION_DAYS))
    .replaceAll("{backupDays}", String(backupLifetimeDays(DEFAULT_BACKUP_EVERY_HOURS, DEFAULT_BACKUP_KEEP)));

const raw = data as Privacy;
export const privacy: Privacy = {
  updated: raw.updated,
  sections: raw.sections.map((section) => ({ ...section, paragraphs: section.paragraphs.map(fill) })),
};
