/**
 * Moving an enquiry out of spam (`npm run inbox -- not-spam <id>`, and the staff inbox): its status
 * becomes `accepted` and, when the last server started on this file notifies anyone, its
 * notification is queued, in one transaction, the same way a new enquiry's is (notify/outbox.ts).
 * The running server's worker finds the row at its next poll (within seconds).
 */
import { OUTBOX_INSERT, createOutbox } from "../notify/outbox";
import type { OpenedStore } from "./store";

export type ReleaseResult =
  | { released: true; id: number; reference: string | null; notified: boolean }
  | { released: false; id: number; why: "no such enquiry" | "not spam" };

export function releaseFromSpam(store: OpenedStore, id: number, now: Date = new Date()): ReleaseResult {
  const { db } = store;
  const notify = createOutbox(db).state()?.enabled === true;
  return db
    .transaction((): ReleaseResult => {
      const row = db.prepare(`SELECT status, reference FROM enquiries WHERE id = ?`).get(id) as
        { status: string; reference: string | null } | undefined;
      if (!row) return { released: false, id, why: "no such enquiry" };
      if (row.status !== "spam") return { released: false, id, why: "not spam" };
      db.prepare(`UPDATE enquiries SET status = 'accepted', spam_reason = NULL WHERE id = ?`).run(id);
      if (notify) db.prepare(OUTBOX_INSERT).run({ enquiryId: id, now: now.toISOString() });
      return { released: true, id, reference: row.reference, notified: notify };
    })
    .immediate();
}
