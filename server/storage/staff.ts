/**
 * What the staff inbox (server/staff/) needs of storage beyond its SQL, which it writes once over
 * sql.ts: where a document's bytes are, how an address's enquiries are deleted, whether moving
 * an enquiry out of spam queues its notification, and where passkey challenges wait for their
 * answer. Node: the store's SQLite file (bytes in the rows, erase with the store's secure delete
 * and log truncation) and the process's memory; Workers: D1 and R2.
 */
import type { OpenedStore } from "../inbox/store";
import { memoryChallenges, type PasskeyChallenges } from "../staff/challenges";
import { createOutbox } from "../notify/outbox";
import type { R2Bucket } from "./cloudflare-bindings";
import { sqliteSql, type Sql } from "./sql";

export interface StaffStorage {
  sql: Sql;
  /** Where documents with an `object_key` keep their bytes (R2); null where the bytes are in the row. */
  objects: R2Bucket | null;
  /** Deletes every enquiry of this address, with all that belongs to it (cascades); how many. */
  deleteEnquiriesOf(email: string): Promise<number>;
  /** Whether an enquiry moved out of spam gets its notification queued (mail is set up). */
  releaseNotifies(): Promise<boolean>;
  /** Passkey challenges between the options and the answer (staff/challenges.ts). */
  challenges: PasskeyChallenges;
}

export function nodeStaffStorage(store: OpenedStore): StaffStorage {
  const outbox = createOutbox(store.db);
  return {
    sql: sqliteSql(store.db),
    objects: null,
    // The same deletion as `npm run inbox -- erase` (inbox/store.ts): secure_delete, cascades, log truncated.
    deleteEnquiriesOf: async (email) => store.eraseByEmail(email),
    // What the server that last started on this file recorded (inbox/release.ts does the same).
    releaseNotifies: async () => outbox.state()?.enabled === true,
    // One process answers every request: memory, no write per challenge.
    challenges: memoryChallenges(),
  };
}
