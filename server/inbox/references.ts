/**
 * Enquiry references (contract/enquiry-reference.ts): one counter row per form and year, advanced
 * in the enquiry's own transaction. SQLite lets one writer in at a time, so two enquiries can never
 * draw the same number, however many arrive together; the counter is in the file, so a restart goes
 * on from where it was; and it is never lowered, so a purge or an erasure never frees a number for
 * someone else. A UNIQUE index on enquiries.reference guards the rest.
 *
 * Also the migration of a database from before references: the column is added and every existing
 * enquiry numbered in the order it arrived, once, in one transaction at start-up; and from before
 * languages (version 6): the language column is added, every existing enquiry English.
 */
import type Database from "better-sqlite3";
import { formatReference, referencePrefix } from "../../contract/enquiry-reference";
import type { FormType } from "../../contract/enquiry-fields";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../contract/languages";

export const REFERENCES_SCHEMA = `
CREATE TABLE IF NOT EXISTS reference_sequences (
  prefix TEXT    PRIMARY KEY,
  last   INTEGER NOT NULL
);
`;

/** Columns added to enquiries after it was first created, with their type. */
const ADDED_COLUMNS = { reference: "TEXT", spam_reason: "TEXT" } as const;

const lagosYear = new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Lagos", year: "numeric" });

/** The year in Lagos, where the company is: an enquiry sent at 00:30 on 1 January there counts in the new year. */
export function yearInLagos(date: Date): number {
  return Number(lagosYear.format(date));
}

/**
 * Version 6's column: the language of the page an enquiry came from. Every enquiry stored before it
 * came from the English site (the only one then), so the default fills them in.
 */
const LANGUAGE_COLUMN = `language TEXT NOT NULL DEFAULT '${DEFAULT_LANGUAGE}' CHECK (language IN (${LANGUAGES.map((l) => `'${l}'`).join(", ")}))`;

const columnNames = (db: Database.Database) =>
  new Set((db.prepare(`PRAGMA table_info(enquiries)`).all() as { name: string }[]).map((c) => c.name));

/** Whether `enquiries` has version 6's language column (a read-only CLI may open an older file). */
export function hasLanguageColumn(db: Database.Database): boolean {
  return columnNames(db).has("language");
}

/** Whether `enquiries` has the later columns (a read-only CLI may open a database no new server has touched). */
export function hasAddedColumns(db: Database.Database): boolean {
  const columns = new Set((db.prepare(`PRAGMA table_info(enquiries)`).all() as { name: string }[]).map((c) => c.name));
  return Object.keys(ADDED_COLUMNS).every((name) => columns.has(name));
}

/** Draws the next reference for a form in the year of `receivedAt`; call inside the enquiry's transaction. */
/** Advances a prefix's counter and returns its new `last`: on Node inside the enquiry's transaction, on D1 just before its batch. */
export const NEXT_REFERENCE_SQL = `INSERT INTO reference_sequences (prefix, last) VALUES (?, 1)
     ON CONFLICT (prefix) DO UPDATE SET last = last + 1 RETURNING last`;

export function referenceDrawer(db: Database.Database): (formType: FormType, receivedAt: Date) => string {
  const next = db.prepare(NEXT_REFERENCE_SQL);
  return (formType, receivedAt) => {
    const year = yearInLagos(receivedAt);
    const { last } = next.get(referencePrefix(formType, year)) as { last: number };
    return formatReference(formType, year, last);
  };
}

/** Brings an enquiries table from before references up to date; a no-op on a current one. */
export function migrateEnquiries(db: Database.Database): void {
  db.exec(REFERENCES_SCHEMA);
  const columns = new Set((db.prepare(`PRAGMA table_info(enquiries)`).all() as { name: string }[]).map((c) => c.name));
  const draw = referenceDrawer(db);
  db.transaction(() => {
    for (const [name, type] of Object.entries(ADDED_COLUMNS)) {
      if (!columns.has(name)) db.exec(`ALTER TABLE enquiries ADD COLUMN ${name} ${type}`);
    }
    if (!columns.has("language")) db.exec(`ALTER TABLE enquiries ADD COLUMN ${LANGUAGE_COLUMN}`);
    const unnumbered = db.prepare(`SELECT id, form_type, received_at FROM enquiries WHERE reference IS NULL ORDER BY id`).all() as {
      id: number;
      form_type: FormType;
      received_at: string;
    }[];
    const set = db.prepare(`UPDATE enquiries SET reference = ? WHERE id = ?`);
    for (const row of unnumbered) set.run(draw(row.form_type, new Date(row.received_at)), row.id);
    db.exec(`CREATE UNIQUE INDEX IF NOT EXISTS enquiries_reference ON enquiries (reference)`);
  }).immediate();
}
