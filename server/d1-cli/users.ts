/**
 * `npm run inbox -- --d1 local|remote user add|remove|password EMAIL`: staff accounts on D1. The
 * address and password are checked and the password hashed by the Node server's own code
 * (staff/users.ts, staff/passwords.ts), then the row is written to D1 with one statement. `user list` reads the exported copy (inbox-cli.ts).
 */
import { hashPassword } from "../staff/passwords";
import { checkedCredentials, StaffUserError } from "../staff/users";
import { d1Query, sqlString, type D1Where } from "./wrangler";

/** The address and password hash Node's inbox would store (StaffUserError on a refused address or password). */
async function hashed(email: string, password: string): Promise<{ email: string; hash: string; createdAt: string }> {
  const address = checkedCredentials(email, password);
  return { email: address, hash: await hashPassword(password), createdAt: new Date().toISOString() };
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
