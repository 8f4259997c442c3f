/**
 * The outbox's rows as both runtimes read them, with no database driver, so the Worker bundles it:
 * Node's outbox (notify/outbox.ts, better-sqlite3) and D1's (d1-outbox.ts) select the same columns
 * of the table in migrations/0001_inbox.sql and map them here, once.
 */
import type { FormType } from "../../contract/enquiry-fields";
import type { Language } from "../../contract/languages";

/** What goes out for an enquiry: the staff notification, or the acknowledgement to the enquirer. */
export type OutboxKind = "notify" | "acknowledge";

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export interface OutboxEntry {
  id: number;
  enquiryId: number;
  kind: OutboxKind;
  createdAt: string;
  /** When it was last queued (created, or resent): retries give up a day after this. */
  queuedAt: string;
  status: OutboxStatus;
  attempts: number;
  resends: number;
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
}

/** An entry with the enquiry it tells about, as the worker renders it. */
export interface OutboxJob extends OutboxEntry {
  enquiry: { id: number; reference: string; receivedAt: string; formType: FormType; language: Language; fields: Record<string, string> };
}

/** An `outbox` row as SQLite (or D1) returns it. */
export interface OutboxRow {
  id: number;
  enquiry_id: number;
  kind: OutboxKind;
  created_at: string;
  queued_at: string;
  status: OutboxStatus;
  attempts: number;
  resends: number;
  next_attempt_at: string;
  last_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
}

/** An outbox row joined with its enquiry's columns: what both runtimes' claims select (`OUTBOX_JOB_COLUMNS`). */
export interface OutboxJobRow extends OutboxRow {
  reference: string;
  received_at: string;
  form_type: FormType;
  language: Language;
  fields: string;
}

/** The columns an `OutboxJobRow` is selected with, from `outbox o JOIN enquiries e ON e.id = o.enquiry_id`. */
export const OUTBOX_JOB_COLUMNS = "o.*, e.reference, e.received_at, e.form_type, e.language, e.fields";

export const toOutboxEntry = (r: OutboxRow): OutboxEntry => ({
  id: r.id,
  enquiryId: r.enquiry_id,
  kind: r.kind,
  createdAt: r.created_at,
  queuedAt: r.queued_at,
  status: r.status,
  attempts: r.attempts,
  resends: r.resends,
  nextAttemptAt: r.next_attempt_at,
  lastAttemptAt: r.last_attempt_at,
  lastError: r.last_error,
  sentAt: r.sent_at,
});

export const toOutboxJob = (r: OutboxJobRow): OutboxJob => ({
  ...toOutboxEntry(r),
  enquiry: {
    id: r.enquiry_id,
    reference: r.reference,
    receivedAt: r.received_at,
    formType: r.form_type,
    language: r.language,
    fields: JSON.parse(r.fields) as Record<string, string>,
  },
});
