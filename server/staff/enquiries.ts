/**
 * What the staff inbox reads and changes: pages of enquiries (filter, full-text search, newest
 * first, keyset paging so page 400 costs what page 1 does), one enquiry with its labels, notes and
 * history, workflow status (alone or for a selection), notes, documents, erasure. Every change
 * writes a history line. Written once over storage/sql.ts, for Node's SQLite file and D1 alike
 * (storage/staff.ts names what differs).
 */
import { BOTCHECK, FORM_FIELDS, isFieldName } from "../../contract/enquiry-fields";
import { ENQUIRY_RULES } from "../../contract/enquiry-languages";
import {
  PAGE_SIZE,
  statusLabels,
  type EnquiryDetail,
  type EnquiryPage,
  type EnquirySummary,
  type InboxFilter,
  type NotificationState,
  type StatusChange,
  type WorkflowStatus,
  WORKFLOW_STATUSES,
} from "../../contract/inbox";
import type { DocumentType } from "../../contract/enquiry-documents";
import type { EnquiryRow, StoredEnquiry } from "../inbox/store";
import { OUTBOX_RESEND } from "../notify/outbox";
import { SAME_EMAIL } from "../storage/intake";
import { statement, type SqlValue } from "../storage/sql";
import type { StaffStorage } from "../storage/staff";

/** The intake's row with the inbox's own workflow status and the notification's state joined on. */
interface Row extends EnquiryRow {
  workflow: WorkflowStatus;
  notification: NotificationState;
}

/**
 * A search box's words as an FTS5 query: each word quoted (so `-`, `:`, `"` and FTS operators are
 * plain text) and matched as a prefix; all must occur.
 */
export function ftsQuery(text: string): string | null {
  const words =
    text
      .match(/[\p{L}\p{N}@._+-]+/gu)
      ?.map((w) => w.replace(/^[._+-]+|[._+-]+$/g, ""))
      .filter(Boolean) ?? [];
  if (words.length === 0) return null;
  return words.map((w) => `"${w.replaceAll('"', '""')}"*`).join(" ");
}

/** The CSV's rows are read this many at a time (each at most a few tens of KB). */
const EXPORT_BATCH = 200;

function enquiryOf(row: Row): StoredEnquiry {
  return {
    id: row.id,
    receivedAt: row.received_at,
    formType: row.form_type,
    language: row.language,
    status: row.status,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    fields: JSON.parse(row.fields) as Record<string, string>,
    reference: row.reference,
    spamReason: row.spam_reason,
  };
}

/** The inbox is English: fields and options as the English form names them, whatever the enquiry's language. */
const staffRule = (name: string) => (isFieldName(name) ? ENQUIRY_RULES.en[name] : undefined);

/** A chosen option by its (English) label, a ticked box as Yes; anything else as sent. */
function shownValue(name: string, value: string): string {
  const rule = staffRule(name);
  if (rule?.kind === "select") return rule.options?.find((o) => o.value === value)?.label ?? value;
  if (rule?.kind === "checkbox") return value ? "Yes" : "No";
  return value;
}

const fieldOf = (fields: Record<string, string>, ...names: string[]) => names.map((n) => fields[n]).find((v) => v) ?? "";

/** A document to download: its bytes from the row (Node) or streamed from R2 (Workers). */
export interface DocumentDownload {
  fileName: string;
  contentType: DocumentType;
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
}

/** R2 deletes at most this many keys a call. */
const R2_DELETE_BATCH = 1000;

/** The workflow status's label in SQL, from statusLabels (one place): `CASE … WHEN ? THEN ? … END` and its values. */
const workflowLabel = {
  sql: `CASE COALESCE(w.status, 'new') ${WORKFLOW_STATUSES.map(() => "WHEN ? THEN ?").join(" ")} END`,
  params: WORKFLOW_STATUSES.flatMap((s) => [s, statusLabels[s]]),
};
/** The selection of a status change, as one JSON parameter (D1 binds at most 100 values a statement). */
const SELECTED = `IN (SELECT value FROM json_each(?))`;

export function createInboxQueries(storage: StaffStorage) {
  const { sql: db } = storage;
  const select = `SELECT e.id, e.reference, e.spam_reason, e.received_at, e.form_type, e.language, e.status, e.client_address, e.user_agent, e.fields,
      COALESCE(w.status, 'new') AS workflow,
      COALESCE((SELECT o.status FROM outbox o WHERE o.enquiry_id = e.id AND o.kind = 'notify' ORDER BY o.id DESC LIMIT 1), 'none') AS notification
    FROM enquiries e LEFT JOIN inbox_workflow w ON w.enquiry_id = e.id`;

  function where(filter: InboxFilter): { sql: string; params: SqlValue[] } {
    const parts: string[] = [];
    const params: SqlValue[] = [];
    if (filter.form) {
      parts.push("e.form_type = ?");
      params.push(filter.form);
    }
    const status = filter.status ?? "open";
    if (status === "spam") parts.push("e.status = 'spam'");
    else if (status !== "all") parts.push("e.status = 'accepted'");
    if (status === "new") parts.push("(w.status IS NULL OR w.status = 'new')");
    else if (status === "in_progress" || status === "answered") {
      parts.push("w.status = ?");
      params.push(status);
    }
    const match = filter.q ? ftsQuery(filter.q) : null;
    if (match) {
      parts.push("e.id IN (SELECT rowid FROM inbox_search WHERE inbox_search MATCH ?)");
      params.push(match);
    }
    return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
  }
  const and = (sql: string) => (sql ? `${sql} AND` : "WHERE");

  function summary(row: Row): EnquirySummary {
    const fields = JSON.parse(row.fields) as Record<string, string>;
    return {
      id: row.id,
      // Enquiries stored before references existed have none; their row number stands in.
      reference: row.reference ?? `#${row.id}`,
      receivedAt: row.received_at,
      formType: row.form_type,
      language: row.language,
      company: fieldOf(fields, "company", "company_name"),
      person: [fields.first_name, fields.last_name].filter(Boolean).join(" ") || fieldOf(fields, "contact_person"),
      email: fields.email ?? "",
      status: row.workflow,
      spam: row.status === "spam",
      notification: row.notification,
    };
  }

  const one = (id: number) => db.first<Row>(`${select} WHERE e.id = ?`, id);
  const history = (id: number, author: string, change: string) =>
    db.run(`INSERT INTO inbox_history (enquiry_id, author, at, change) VALUES (?, ?, ?, ?)`, id, author, new Date().toISOString(), change);

  /**
   * One status for a selection, as one transaction of set-based statements (D1 has no other kind):
   * each statement's own WHERE picks the enquiries whose state the change alters, the history
   * first, while the old state is still there to read. How many changed is the history's count.
   */
  async function setStatus(ids: readonly number[], change: StatusChange, author: string): Promise<number> {
    const at = new Date().toISOString();
    const selected = JSON.stringify(ids);
    const historyOf = (text: string, textParams: SqlValue[], condition: string, conditionParams: SqlValue[] = []) =>
      statement(
        `INSERT INTO inbox_history (enquiry_id, author, at, change)
         SELECT e.id, ?, ?, ${text} FROM enquiries e LEFT JOIN inbox_workflow w ON w.enquiry_id = e.id
         WHERE e.id ${SELECTED} AND ${condition} ORDER BY e.id`,
        author,
        at,
        ...textParams,
        selected,
        ...conditionParams,
      );
    let statements;
    if (change === "spam") {
      statements = [
        historyOf(`'Marked as spam'`, [], "e.status = 'accepted'"),
        statement(
          `UPDATE enquiries SET status = 'spam', spam_reason = ? WHERE id ${SELECTED} AND status = 'accepted'`,
          `marked as spam by ${author}`,
          selected,
        ),
      ];
    } else if (change === "not_spam") {
      // Out of spam the intake's way (inbox/release.ts): accepted, and its notification queued when mail is set up.
      const notify = (await storage.releaseNotifies()) ? 1 : 0;
      statements = [
        historyOf(`'Marked as not spam'`, [], "e.status = 'spam'"),
        statement(
          `INSERT INTO outbox (enquiry_id, created_at, queued_at, status, next_attempt_at)
           SELECT e.id, ?, ?, 'pending', ? FROM enquiries e WHERE e.id ${SELECTED} AND e.status = 'spam' AND ? = 1 ORDER BY e.id`,
          at,
          at,
          at,
          selected,
          notify,
        ),
        statement(`UPDATE enquiries SET status = 'accepted', spam_reason = NULL WHERE id ${SELECTED} AND status = 'spam'`, selected),
      ];
    } else {
      statements = [
        historyOf(
          `'Status: ' || ${workflowLabel.sql} || ' → ' || ?`,
          [...workflowLabel.params, statusLabels[change]],
          "COALESCE(w.status, 'new') <> ?",
          [change],
        ),
        statement(
          `INSERT INTO inbox_workflow (enquiry_id, status, updated_at)
           SELECT e.id, ?, ? FROM enquiries e LEFT JOIN inbox_workflow w ON w.enquiry_id = e.id WHERE e.id ${SELECTED} AND COALESCE(w.status, 'new') <> ?
           ON CONFLICT (enquiry_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
          change,
          at,
          selected,
          change,
        ),
      ];
    }
    return (await db.batch(statements))[0]!;
  }

  return {
    async list(filter: InboxFilter & { before?: number; limit?: number }): Promise<EnquiryPage> {
      const { sql, params } = where(filter);
      const limit = Math.min(Math.max(filter.limit ?? PAGE_SIZE, 1), 200);
      const paging = filter.before ? `${and(sql)} e.id < ?` : sql;
      const [rows, total] = await Promise.all([
        db.all<Row>(`${select} ${paging} ORDER BY e.id DESC LIMIT ?`, ...params, ...(filter.before ? [filter.before] : []), limit + 1),
        db.first<{ n: number }>(
          `SELECT COUNT(*) AS n FROM enquiries e LEFT JOIN inbox_workflow w ON w.enquiry_id = e.id ${sql}`,
          ...params,
        ),
      ]);
      const page = rows.slice(0, limit);
      return { items: page.map(summary), total: total!.n, nextBefore: rows.length > limit ? page.at(-1)!.id : null };
    },
    /**
     * Every enquiry the filter selects, oldest first (the CSV export), EXPORT_BATCH rows at a time by
     * id. Each batch is read whole before it is handed out, so no statement stays open while the
     * caller awaits the network: one live better-sqlite3 iterator leaves the shared connection
     * "busy" for every write, and a stalled download (or a HEAD, whose body nobody reads) would hold
     * it for as long as it stalls (issue 44).
     */
    async *batches(filter: InboxFilter): AsyncGenerator<StoredEnquiry[]> {
      const { sql, params } = where(filter);
      for (let after = 0; ;) {
        const rows = await db.all<Row>(`${select} ${and(sql)} e.id > ? ORDER BY e.id LIMIT ${EXPORT_BATCH}`, ...params, after);
        if (rows.length > 0) yield rows.map(enquiryOf);
        if (rows.length < EXPORT_BATCH) return;
        after = rows.at(-1)!.id;
      }
    },
    async get(id: number): Promise<EnquiryDetail | null> {
      const row = await one(id);
      if (!row) return null;
      const fields = JSON.parse(row.fields) as Record<string, string>;
      const order: readonly string[] = FORM_FIELDS[row.form_type];
      const names = [...order.filter((n) => n !== BOTCHECK && n in fields), ...Object.keys(fields).filter((n) => !order.includes(n))];
      const [outbox, documents, notes, changes] = await Promise.all([
        db.first<{ id: number; last_error: string | null }>(
          `SELECT id, last_error FROM outbox WHERE enquiry_id = ? AND kind = 'notify' ORDER BY id DESC LIMIT 1`,
          id,
        ),
        db.all<EnquiryDetail["documents"][number]>(
          `SELECT id, file_name AS fileName, content_type AS contentType, size FROM enquiry_documents WHERE enquiry_id = ? ORDER BY id`,
          id,
        ),
        db.all<EnquiryDetail["notes"][number]>(`SELECT id, author, at, text FROM inbox_notes WHERE enquiry_id = ? ORDER BY id`, id),
        db.all<EnquiryDetail["history"][number]>(`SELECT id, author, at, change FROM inbox_history WHERE enquiry_id = ? ORDER BY id`, id),
      ]);
      return {
        ...summary(row),
        spamReason: row.status === "spam" ? row.spam_reason : null,
        fields: names.map((name) => ({ name, label: staffRule(name)?.label ?? name, value: shownValue(name, fields[name] ?? "") })),
        notificationId: outbox?.id ?? null,
        notificationError: outbox?.last_error ?? null,
        documents,
        notes,
        history: changes,
      };
    },
    exists: async (id: number) => (await one(id)) !== null,
    /** Sets a status on each enquiry; returns how many changed. */
    setStatus,
    async addNote(id: number, author: string, text: string): Promise<void> {
      const at = new Date().toISOString();
      await db.batch([
        statement(`INSERT INTO inbox_notes (enquiry_id, author, at, text) VALUES (?, ?, ?, ?)`, id, author, at, text),
        statement(`INSERT INTO inbox_history (enquiry_id, author, at, change) VALUES (?, ?, ?, ?)`, id, author, at, "Added a note"),
      ]);
    },
    noteHistory: async (id: number, author: string, change: string): Promise<void> => void (await history(id, author, change)),
    /** Queues the notification again (notify/outbox.ts resend); false when it is being sent right now. */
    resend: async (notificationId: number): Promise<boolean> => {
      const now = new Date().toISOString();
      return (await db.run(OUTBOX_RESEND, now, now, notificationId)) === 1;
    },
    /** One document of an enquiry, or null (both ids must match, so one enquiry's link never opens another's). */
    async document(enquiryId: number, documentId: number): Promise<DocumentDownload | null> {
      const row = await db.first<{ fileName: string; contentType: DocumentType; objectKey: string | null; data: Uint8Array | number[] }>(
        `SELECT file_name AS fileName, content_type AS contentType, object_key AS objectKey, data FROM enquiry_documents WHERE enquiry_id = ? AND id = ?`,
        enquiryId,
        documentId,
      );
      if (!row) return null;
      if (row.objectKey === null || !storage.objects)
        return { fileName: row.fileName, contentType: row.contentType, body: new Uint8Array(row.data) };
      const object = await storage.objects.get(row.objectKey);
      return object ? { fileName: row.fileName, contentType: row.contentType, body: object.body } : null;
    },
    countByEmail: async (email: string) =>
      (await db.first<{ n: number }>(`SELECT COUNT(*) AS n FROM enquiries WHERE ${SAME_EMAIL}`, email.trim()))!.n,
    /**
     * Erases every enquiry of an address with everything that belongs to it. Documents in R2 go
     * first, in this request: if the rows' deletion then fails, the erasure is asked again and finds
     * the rows; the other way round, a failure would leave objects no row leads to.
     */
    async eraseByEmail(email: string): Promise<number> {
      if (storage.objects) {
        const keys = (
          await db.all<{ key: string }>(
            `SELECT d.object_key AS key FROM enquiry_documents d JOIN enquiries e ON e.id = d.enquiry_id
             WHERE d.object_key IS NOT NULL AND ${SAME_EMAIL}`,
            email.trim(),
          )
        ).map((r) => r.key);
        for (let i = 0; i < keys.length; i += R2_DELETE_BATCH) await storage.objects.delete(keys.slice(i, i + R2_DELETE_BATCH));
      }
      return storage.deleteEnquiriesOf(email);
    },
  };
}
export type InboxQueries = ReturnType<typeof createInboxQueries>;
