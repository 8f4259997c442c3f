/**
 * Storage for enquiry intake, behind one interface with two implementations (docs/decisions/0021):
 * better-sqlite3 on Node (inbox/store.ts: one transaction per group of enquiries) and D1 on Workers
 * (d1-intake.ts: one batch per enquiry, documents in R2). The route (inbox/route.ts) holds every
 * rule and check and talks to storage only through this.
 */
import type { AcknowledgementLimits } from "../notify/outbox";
import type { NewDocument } from "../inbox/documents";
import type { FormType } from "../../contract/enquiry-fields";
import type { Language } from "../../contract/languages";

/** The enquiries of one person, for erasure (both runtimes): their email address in any letter case. */
export const SAME_EMAIL = `lower(trim(json_extract(fields, '$.email'))) = lower(trim(?))`;

export type EnquiryStatus = "accepted" | "spam";

export interface NewEnquiry {
  formType: FormType;
  /** The language of the page it was sent from (contract LANGUAGE_FIELD); the default language when not given. */
  language?: Language;
  status: EnquiryStatus;
  clientAddress: string;
  userAgent?: string | null;
  /** Field name -> value, as the inbox checked and normalised it (form-rules.ts; a spam post's as sent, trimmed). */
  fields: Record<string, string>;
  receivedAt?: Date;
  /** Queue a mail notification in the same transaction (notify/outbox.ts). */
  notify?: boolean;
  /**
   * Queue an acknowledgement to the enquirer's address in the same transaction, within these
   * limits an hour (notify/acknowledgement.ts); beyond them the enquiry is stored without one.
   */
  acknowledge?: AcknowledgementLimits | null;
  /** Why a spam row was taken for spam (spam.ts), for the operator. */
  spamReason?: string | null;
  /** Documents sent with it (documents.ts), written in the same transaction. */
  documents?: readonly NewDocument[];
  /**
   * The page's submission id (contract SUBMISSION_ID): when an enquiry with this id is stored
   * already, nothing is written (no row, no notification) and that enquiry's id and reference are returned.
   */
  submissionId?: string | null;
}

/** What an insert gives back: the row's id and the reference the enquirer quotes (references.ts). */
export interface Inserted {
  id: number;
  reference: string;
}

/** The enquiry could not be stored durably (see EnquiryStore.fault); nothing was answered 200. */
export class StoreFaultError extends Error {}

export class StoreBusyError extends Error {
  constructor(waitedMs: number) {
    super(`The inbox database stayed locked for ${waitedMs} ms.`);
  }
}

/** What intake needs of storage: find a submission id's enquiry, store an enquiry atomically, and health. */
export interface IntakeStorage {
  /** The enquiry already stored under a page's submission id (its reference; null for a row from before references), or null. */
  findSubmitted(submissionId: string): Promise<{ reference: string | null } | null>;
  /**
   * Stores the enquiry with its reference, submission id, documents and outbox rows, all or
   * nothing; resolves once it is durable. A submission id stored already stores nothing and
   * resolves with that enquiry. Rejects with StoreBusyError or StoreFaultError.
   */
  insertQueued(enquiry: NewEnquiry): Promise<Inserted>;
  /** A durability fault standing now (the database file deleted or replaced, the disk full), or null. */
  fault(): string | null;
  /** Null when an enquiry could be stored right now, else why not. */
  writeProblem(): string | null | Promise<string | null>;
}
