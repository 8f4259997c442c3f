/**
 * The durable enquiry store: one SQLite file, write-ahead logging, synchronous=FULL, so a row is
 * on disk before the insert returns (and so before the server answers success).
 * Parameterised statements only.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { FormType } from "./form-rules";

export type EnquiryStatus = "accepted" | "spam";

export interface NewEnquiry {
  formType: FormType;
  status: EnquiryStatus;
  clientAddress: string;
  userAgent?: string | null;
  /** Field name -> submitted value (known fields of the form type only). */
  fields: Record<string, string>;
  receivedAt?: Date;
}

export interface StoredEnquiry {
  id: number;
  receivedAt: string;
  formType: FormType;
  status: EnquiryStatus;
  clientAddress: string;
  userAgent: string | null;
  fields: Record<string, string>;
}

interface Row {
  id: number;
  received_at: string;
  form_type: FormType;
  status: EnquiryStatus;
  client_address: string;
  user_agent: string | null;
  fields: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS enquiries (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at    TEXT    NOT NULL,
  form_type      TEXT    NOT NULL CHECK (form_type IN ('quote', 'vendor', 'partner')),
  status         TEXT    NOT NULL CHECK (status IN ('accepted', 'spam')),
  client_address TEXT    NOT NULL,
  user_agent     TEXT,
  fields         TEXT    NOT NULL CHECK (json_valid(fields))
);
CREATE INDEX IF NOT EXISTS enquiries_received_at ON enquiries (received_at);
`;

export interface ListOptions {
  limit?: number;
  formType?: FormType;
  includeSpam?: boolean;
}

export interface EnquiryStore {
  readonly file: string;
  /** Writes one row in its own transaction; on disk when it returns. */
  insert(enquiry: NewEnquiry): number;
  /**
   * Group commit: rows queued in the same event-loop turn are written in one transaction (one
   * fsync); each promise resolves only after that commit. If the batch fails, each row is retried
   * alone so only the bad one is rejected.
   */
  insertQueued(enquiry: NewEnquiry): Promise<number>;
  list(options?: ListOptions): StoredEnquiry[];
  count(): number;
  close(): void;
}

function toStored(row: Row): StoredEnquiry {
  return {
    id: row.id,
    receivedAt: row.received_at,
    formType: row.form_type,
    status: row.status,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    fields: JSON.parse(row.fields) as Record<string, string>,
  };
}

export function openStore(file: string, options: { readonly?: boolean } = {}): EnquiryStore {
  const readonly = options.readonly ?? false;
  if (!readonly && file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { readonly, fileMustExist: readonly });
  db.pragma("busy_timeout = 5000");
  if (!readonly) {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    db.exec(SCHEMA);
  }

  const insertStmt = readonly
    ? null
    : db.prepare(
        `INSERT INTO enquiries (received_at, form_type, status, client_address, user_agent, fields)
         VALUES (@receivedAt, @formType, @status, @clientAddress, @userAgent, @fields)`,
      );
  const listStmt = db.prepare(
    `SELECT id, received_at, form_type, status, client_address, user_agent, fields FROM enquiries
     WHERE (@formType IS NULL OR form_type = @formType)
       AND (@includeSpam = 1 OR status = 'accepted')
     ORDER BY id DESC LIMIT @limit`,
  );
  const countStmt = db.prepare(`SELECT COUNT(*) AS n FROM enquiries`);

  function insertOne(enquiry: NewEnquiry): number {
    if (!insertStmt) throw new Error("The inbox was opened read-only.");
    const info = insertStmt.run({
      receivedAt: (enquiry.receivedAt ?? new Date()).toISOString(),
      formType: enquiry.formType,
      status: enquiry.status,
      clientAddress: enquiry.clientAddress,
      userAgent: enquiry.userAgent ?? null,
      fields: JSON.stringify(enquiry.fields),
    });
    return Number(info.lastInsertRowid);
  }
  const insertMany = db.transaction((batch: NewEnquiry[]) => batch.map(insertOne));

  interface Queued {
    enquiry: NewEnquiry;
    resolve: (id: number) => void;
    reject: (error: unknown) => void;
  }
  let queue: Queued[] = [];
  function flush() {
    const batch = queue;
    queue = [];
    try {
      const ids = insertMany(batch.map((q) => q.enquiry));
      batch.forEach((q, i) => q.resolve(ids[i]!));
    } catch {
      for (const q of batch) {
        try {
          q.resolve(insertOne(q.enquiry));
        } catch (error) {
          q.reject(error);
        }
      }
    }
  }

  return {
    file,
    insert: insertOne,
    insertQueued(enquiry) {
      return new Promise<number>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ enquiry, resolve, reject });
      });
    },
    list({ limit = 20, formType, includeSpam = true } = {}) {
      const rows = listStmt.all({
        limit: Math.max(1, Math.min(limit, 1_000_000)),
        formType: formType ?? null,
        includeSpam: includeSpam ? 1 : 0,
      }) as Row[];
      return rows.map(toStored);
    },
    count() {
      return (countStmt.get() as { n: number }).n;
    },
    close() {
      if (queue.length > 0) flush();
      if (db.open) db.close();
    },
  };
}
