/**
 * `npm run inbox -- --d1 local|remote user add|remove|password EMAIL`: staff accounts on D1. The
 * address and password are checked and the password hashed by the Node server's own code
 * (staff/users.ts, on an in-memory inbox with the same migrations), then the row is written to D1
 * with one statement. `user list` reads the exported copy (inbox-cli.ts).
 */
import { openStore } from "../inbox/store";
import { createStaffUsers, StaffUserError } from "../staff/users";
import { d1Query, sqlString, type D1Where } from "./wrangler";

/** The email address and password hash Node's `users.add` makes of them (it throws StaffUserError on a bad address or password). */
async function hashed(email: string, password: string): Promise<{ email: string; hash: string; createdAt: string }> {
  const store = openStore(":memory:");
  try {
    const users = createStaffUsers(store.db);
    const user = await users.add(email, password);
    return { email: user.email, hash: (await users.find(user.email))!.passwordHash, createdAt: user.createdAt };
  } finally {
    store.close();
  }
}

/** The password, one line on standard input (never an argument: it would be in the process list and the history). */
export async function readPasswordLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

export async function userOnD1(
  d1: D1Where,
  action: "add" | "remove" | "password",
  email: string,
  readPassword: () => Promise<string>,
): Promise<{ output: string; exitCode: number }> {
  try {
    if (action === "remove") {
      // Sessions and passkeys go with the account (ON DELETE CASCADE; D1 enforces foreign keys).
      const removed = d1Query(d1, `DELETE FROM staff_users WHERE email = ${sqlString(email.trim())} RETURNING id`).length;
      return removed
        ? { output: `Removed ${email}; their sessions and passkeys have ended.`, exitCode: 0 }
        : { output: `${email} has no account.`, exitCode: 1 };
    }
    const user = await hashed(email, await readPassword());
    if (action === "add") {
      const added = d1Query(
        d1,
        `INSERT INTO staff_users (email, password_hash, created_at) VALUES (${sqlString(user.email)}, ${sqlString(user.hash)}, ${sqlString(user.createdAt)}) ON CONFLICT (email) DO NOTHING RETURNING id`,
      ).length;
      return added ? { output: `Added ${user.email}.`, exitCode: 0 } : { output: `${user.email} already has an account.`, exitCode: 1 };
    }
    // A new password ends every session of that person, as on Node: both statements in one
    // command, which D1 runs as one batch.
    const changed = d1Query(
      d1,
      `UPDATE staff_users SET password_hash = ${sqlString(user.hash)} WHERE email = ${sqlString(user.email)} RETURNING id; ` +
        `DELETE FROM staff_sessions WHERE user_id IN (SELECT id FROM staff_users WHERE email = ${sqlString(user.email)})`,
    ).length;
    if (!changed) return { output: `${user.email} has no account.`, exitCode: 1 };
    return { output: `Changed the password of ${user.email}; their sessions have ended.`, exitCode: 0 };
  } catch (error) {
    if (error instanceof StaffUserError) return { output: error.message, exitCode: 1 };
    throw error;
  }
}
