/**
 * `npm run inbox -- --d1 local|remote erase EMAIL`: one person's enquiries deleted from D1 and
 * their documents from R2. The rows go first, in one statement (D1 enforces foreign keys, so their
 * documents' rows, outbox rows and submission ids go with them, as on Node); then each object,
 * so a row never names a missing object (docs/decisions/0021). An object whose delete fails is
 * named, to delete by hand; its enquiry is already gone.
 */
import { SAME_EMAIL } from "../storage/intake";
import { d1Query, sqlString, whereFlags, workerStorage, wrangler, type D1Where } from "./wrangler";

export interface D1Erased {
  enquiries: number;
  objects: number;
  /** Object keys whose delete failed, with why. */
  leftInR2: string[];
}

export function eraseOnD1(d1: D1Where, email: string): D1Erased {
  const condition = SAME_EMAIL.replace("?", sqlString(email.trim()));
  const keys = d1Query<{ object_key: string }>(
    d1,
    `SELECT object_key FROM enquiry_documents WHERE object_key IS NOT NULL AND enquiry_id IN (SELECT id FROM enquiries WHERE ${condition})`,
  ).map((row) => row.object_key);
  const enquiries = d1Query<{ id: number }>(d1, `DELETE FROM enquiries WHERE ${condition} RETURNING id`).length;
  const { bucket } = workerStorage();
  const leftInR2: string[] = [];
  for (const key of keys) {
    try {
      wrangler(["r2", "object", "delete", `${bucket}/${key}`, ...whereFlags(d1)]);
    } catch (error) {
      leftInR2.push(`${key}: ${(error as Error).message.split("\n").slice(0, 3).join(" ")}`);
    }
  }
  return { enquiries, objects: keys.length - leftInR2.length, leftInR2 };
}
