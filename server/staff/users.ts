/** Staff accounts: add, list, remove (which ends that person's sessions at once), change password. */
import { isEmail } from "../../contract/enquiry-checks";
import { asSql, statement, type SqlSource } from "../storage/sql";
import { hashPassword, passwordProblem } from "./passwords";

export interface StaffUser {
  id: number;
  email: string;
  createdAt: string;
}

export class StaffUserError extends Error {}

/** The address as stored (trimmed), or StaffUserError when the address or the password is refused: one rule for the Node inbox and the D1 commands (d1-cli/users.ts). */
export function checkedCredentials(email: string, password: string): string {
  const address = email.trim();
  if (!isEmail(address)) throw new StaffUserError(`"${address}" is not an email address.`);
  const problem = passwordProblem(password);
  if (problem) throw new StaffUserError(problem);
  return address;
}

const BY_EMAIL = `SELECT id, email, password_hash AS passwordHash, created_at AS createdAt FROM staff_users WHERE email = ?`;

export function createStaffUsers(source: SqlSource) {
  const sql = asSql(source);
  const find = (email: string) => sql.first<StaffUser & { passwordHash: string }>(BY_EMAIL, email.trim());
  return {
    async add(email: string, password: string): Promise<StaffUser> {
      const address = checkedCredentials(email, password);
      if (await find(address)) throw new StaffUserError(`${address} already has an account.`);
      const hash = await hashPassword(password);
      const createdAt = new Date().toISOString();
      const row = await sql.first<{ id: number }>(
        `INSERT INTO staff_users (email, password_hash, created_at) VALUES (?, ?, ?) RETURNING id`,
        address,
        hash,
        createdAt,
      );
      return { id: row!.id, email: address, createdAt };
    },
    list(): Promise<StaffUser[]> {
      return sql.all<StaffUser>(`SELECT id, email, created_at AS createdAt FROM staff_users ORDER BY email`);
    },
    /** Deletes the account; its sessions and passkeys go with it (ON DELETE CASCADE). */
    async remove(email: string): Promise<boolean> {
      return (await sql.run(`DELETE FROM staff_users WHERE email = ?`, email.trim())) > 0;
    },
    /** A new password ends every session of that person (someone may have known the old one). */
    async setPassword(email: string, password: string): Promise<void> {
      const problem = passwordProblem(password);
      if (problem) throw new StaffUserError(problem);
      const user = await find(email);
      if (!user) throw new StaffUserError(`${email.trim()} has no account.`);
      const hash = await hashPassword(password);
      await sql.batch([
        statement(`UPDATE staff_users SET password_hash = ? WHERE id = ?`, hash, user.id),
        statement(`DELETE FROM staff_sessions WHERE user_id = ?`, user.id),
      ]);
    },
    find: (email: string) => find(email),
  };
}
export type StaffUsers = ReturnType<typeof createStaffUsers>;
