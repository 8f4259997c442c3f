/** Staff accounts: add, list, remove (which ends that person's sessions at once), change password. */
import type Database from "better-sqlite3";
import { isEmail } from "../../contract/enquiry-checks";
import { hashPassword, passwordProblem } from "./passwords";

export interface StaffUser {
  id: number;
  email: string;
  createdAt: string;
}

export class StaffUserError extends Error {}

export function createStaffUsers(db: Database.Database) {
  const byEmail = db.prepare(`SELECT id, email, password_hash AS passwordHash, created_at AS createdAt FROM staff_users WHERE email = ?`);
  return {
    async add(email: string, password: string): Promise<StaffUser> {
      const address = email.trim();
      if (!isEmail(address)) throw new StaffUserError(`"${address}" is not an email address.`);
      const problem = passwordProblem(password);
      if (problem) throw new StaffUserError(problem);
      if (byEmail.get(address)) throw new StaffUserError(`${address} already has an account.`);
      const hash = await hashPassword(password);
      const createdAt = new Date().toISOString();
      const id = Number(
        db.prepare(`INSERT INTO staff_users (email, password_hash, created_at) VALUES (?, ?, ?)`).run(address, hash, createdAt)
          .lastInsertRowid,
      );
      return { id, email: address, createdAt };
    },
    list(): StaffUser[] {
      return db.prepare(`SELECT id, email, created_at AS createdAt FROM staff_users ORDER BY email`).all() as StaffUser[];
    },
    /** Deletes the account; its sessions and passkeys go with it (ON DELETE CASCADE). */
    remove(email: string): boolean {
      return db.prepare(`DELETE FROM staff_users WHERE email = ?`).run(email.trim()).changes > 0;
    },
    /** A new password ends every session of that person (someone may have known the old one). */
    async setPassword(email: string, password: string): Promise<void> {
      const problem = passwordProblem(password);
      if (problem) throw new StaffUserError(problem);
      const user = byEmail.get(email.trim()) as { id: number } | undefined;
      if (!user) throw new StaffUserError(`${email.trim()} has no account.`);
      const hash = await hashPassword(password);
      db.transaction(() => {
        db.prepare(`UPDATE staff_users SET password_hash = ? WHERE id = ?`).run(hash, user.id);
        db.prepare(`DELETE FROM staff_sessions WHERE user_id = ?`).run(user.id);
      })();
    },
    find(email: string) {
      return byEmail.get(email.trim()) as (StaffUser & { passwordHash: string }) | undefined;
    },
  };
}
export type StaffUsers = ReturnType<typeof createStaffUsers>;
