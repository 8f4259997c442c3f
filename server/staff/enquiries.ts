/**
 * What the staff inbox reads and changes: pages of enquiries (filter, full-text search, newest
 * first, keyset paging so page 400 costs what page 1 does), one enquiry with its labels, notes and
 * history, workflow status (alone or for a selection), notes. Every change writes a history line.
 */
import type Database from "better-sqlite3";
import { BOTCHECK, FORM_FIELDS, isFieldName } from "../../contract/enquiry-fields";
import { ENQUIRY_RULES } from "../../contract/enquiry-languages";
import { listDocuments } from "../inbox/documents";
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
} from "../../contract/inbox";
import type { EnquiryRow, StoredEnquiry } from "../inbox/store";

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

/**
 * `release` moves an enquiry out of spam the intake's way (inbox/release.ts: its notification is
 * queued); it runs inside this module's transaction.
 */
export function createInboxQueries(db: Database.Database, release: (id: number) => boolean) {
  const select = `SELECT e.id, e.reference, e.spam_reason, e.received_at, e.form_type, e.language, e.status, e.client_address, e.user_agent, e.fields,
      COALESCE(w.status, 'new') AS workflow,
      COALESCE((SELECT o.status FROM outbox o WHERE o.enquiry_id = e.id AND o.kind = 'notify' ORDER BY o.id DESC LIMIT 1), 'none') AS notification
    FROM enquiries e LEFT JOIN inbox_workflow w ON w.enquiry_id = e.id`;

  function where(filter: InboxFilter): { sql: string; params: Record<string, unknown> } {
    const parts: string[] = [];
    const params: Record<string, unknown> = {};
    if (filter.form) {
      parts.push("e.form_type = @form");
      params.form = filter.form;
    }
    const status = filter.status ?? "open";
    if (status === "spam") parts.push("e.status = 'spam'");
    else if (status !== "all") parts.push("e.status = 'accepted'");
    if (status === "new") parts.push("(w.status IS NULL OR w.status = 'new')");
    else if (status === "in_progress" || status === "answered") {
      parts.push("w.status = @workflow");
      params.workflow = status;
    }
    const match = filter.q ? ftsQuery(filter.q) : null;
    if (match) {
      parts.push("e.id IN (SELECT rowid FROM inbox_search WHERE inbox_search MATCH @match)");
      params.match = match;
    }
    return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
  }

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

  const selectOne = db.prepare(`${select} WHERE e.id = ?`);
  const notesOf = db.prepare(`SELECT id, author, at, text FROM inbox_notes WHERE enquiry_id = ? ORDER BY id`);
  const historyOf = db.prepare(`SELECT id, author, at, change FROM inbox_history WHERE enquiry_id = ? ORDER BY id`);
  const lastOutbox = db.prepare(`SELECT id, last_error FROM outbox WHERE enquiry_id = ? AND kind = 'notify' ORDER BY id DESC LIMIT 1`);
  const upsertWorkflow = db.prepare(
    `INSERT INTO inbox_workflow (enquiry_id, status, updated_at) VALUES (@id, @status, @at)
     ON CONFLICT (enquiry_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
  );
  const markSpam = db.prepare(`UPDATE enquiries SET status = 'spam', spam_reason = @reason WHERE id = @id`);
  const addHistory = db.prepare(`INSERT INTO inbox_history (enquiry_id, author, at, change) VALUES (?, ?, ?, ?)`);
  const addNote = db.prepare(`INSERT INTO inbox_notes (enquiry_id, author, at, text) VALUES (?, ?, ?, ?)`);
  const stateOf = db.prepare(`SELECT e.status AS intake, COALESCE(w.status, 'new') AS workflow FROM enquiries e
    LEFT JOIN inbox_workflow w ON w.enquiry_id = e.id WHERE e.id = ?`);

  const changeStatus = db.transaction((ids: readonly number[], change: StatusChange, author: string) => {
    const at = new Date().toISOString();
    let changed = 0;
    for (const id of ids) {
      const state = stateOf.get(id) as { intake: "accepted" | "spam"; workflow: WorkflowStatus } | undefined;
      if (!state) continue;
      if (change === "spam" || change === "not_spam") {
        if (state.intake === (change === "spam" ? "spam" : "accepted")) continue;
        if (change === "spam") markSpam.run({ id, reason: `marked as spam by ${author}` });
        else if (!release(id)) continue;
        addHistory.run(id, author, at, change === "spam" ? "Marked as spam" : "Marked as not spam");
      } else {
        if (state.workflow === change) continue;
        upsertWorkflow.run({ id, status: change, at });
        addHistory.run(id, author, at, `Status: ${statusLabels[state.workflow]} → ${statusLabels[change]}`);
      }
      changed++;
    }
    return changed;
  });

  return {
    list(filter: InboxFilter & { before?: number; limit?: number }): EnquiryPage {
      const { sql, params } = where(filter);
      const limit = Math.min(Math.max(filter.limit ?? PAGE_SIZE, 1), 200);
      const paging = filter.before ? `${sql ? `${sql} AND` : "WHERE"} e.id < @before` : sql;
      const rows = db
        .prepare(`${select} ${paging} ORDER BY e.id DESC LIMIT @limit`)
        .all({ ...params, before: filter.before, limit: limit + 1 }) as Row[];
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM enquiries e LEFT JOIN inbox_workflow w ON w.enquiry_id = e.id ${sql}`).get(params) as {
          n: number;
        }
      ).n;
      const page = rows.slice(0, limit);
      return { items: page.map(summary), total, nextBefore: rows.length > limit ? page.at(-1)!.id : null };
    },
    /**
     * Every enquiry the filter selects, oldest first (the CSV export), read EXPORT_BATCH rows at a
     * time by id. Each batch is read whole before it is handed out, so no statement stays open while
     * the caller awaits the network: one live better-sqlite3 iterator leaves the shared connection
     * "busy" for every write, and a stalled download (or a HEAD, whose body nobody reads) would hold
     * it for as long as it stalls (issue 44).
     */
    *iterate(filter: InboxFilter): Generator<StoredEnquiry> {
      const { sql, params } = where(filter);
      const batch = db.prepare(`${select} ${sql ? `${sql} AND` : "WHERE"} e.id > @after ORDER BY e.id LIMIT ${EXPORT_BATCH}`);
      for (let after = 0; ;) {
        const rows = batch.all({ ...params, after }) as Row[];
        for (const row of rows) yield enquiryOf(row);
        if (rows.length < EXPORT_BATCH) return;
        after = rows.at(-1)!.id;
      }
    },
    get(id: number): EnquiryDetail | null {
      const row = selectOne.get(id) as Row | undefined;
      if (!row) return null;
      const fields = JSON.parse(row.fields) as Record<string, string>;
      const order: readonly string[] = FORM_FIELDS[row.form_type];
      const names = [...order.filter((n) => n !== BOTCHECK && n in fields), ...Object.keys(fields).filter((n) => !order.includes(n))];
      const outbox = lastOutbox.get(id) as { id: number; last_error: string | null } | undefined;
      return {
        ...summary(row),
        spamReason: row.status === "spam" ? row.spam_reason : null,
        fields: names.map((name) => ({ name, label: staffRule(name)?.label ?? name, value: shownValue(name, fields[name] ?? "") })),
        notificationId: outbox?.id ?? null,
        notificationError: outbox?.last_error ?? null,
        documents: listDocuments(db, id).map(({ id, fileName, contentType, size }) => ({ id, fileName, contentType, size })),
        notes: notesOf.all(id) as EnquiryDetail["notes"],
        history: historyOf.all(id) as EnquiryDetail["history"],
      };
    },
    exists: (id: number) => selectOne.get(id) !== undefined,
    /** Sets a status on each enquiry; returns how many changed. */
    setStatus: (ids: readonly number[], change: StatusChange, author: string): number => changeStatus(ids, change, author),
    addNote(id: number, author: string, text: string): void {
      const at = new Date().toISOString();
      db.transaction(() => {
        addNote.run(id, author, at, text);
        addHistory.run(id, author, at, "Added a note");
      })();
    },
    noteHistory(id: number, author: string, change: string): void {
      addHistory.run(id, author, new Date().toISOString(), change);
    },
  };
}
export type InboxQueries = ReturnType<typeof createInboxQueries>;
