/** The staff inbox's storage on Workers (staff.ts): D1 (passkey challenges too), and documents' bytes in R2. */
import type { D1Database, R2Bucket } from "./cloudflare-bindings";
import { d1Challenges } from "./d1-challenges";
import { d1Sql } from "./d1-sql";
import { SAME_EMAIL } from "./intake";
import type { StaffStorage } from "./staff";

/** `mail`: whether the Worker sends notifications (outbox-cron.ts workerMailSettings). */
export function d1StaffStorage(db: D1Database, bucket: R2Bucket, mail: boolean): StaffStorage {
  const sql = d1Sql(db);
  return {
    sql,
    objects: bucket,
    // Counted by RETURNING: D1's `changes` counts the rows its cascades and triggers deleted too.
    deleteEnquiriesOf: async (email) => (await sql.all(`DELETE FROM enquiries WHERE ${SAME_EMAIL} RETURNING id`, email.trim())).length,
    releaseNotifies: async () => mail,
    // Every isolate sees them: the answer may reach another isolate than the options.
    challenges: d1Challenges(db),
  };
}
