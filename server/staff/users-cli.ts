/**
 * `npm run inbox -- user add EMAIL --password-stdin`, `user list`, `user remove EMAIL`,
 * `user password EMAIL --password-stdin`. The password is read from standard input (one line), so
 * it never appears in the process list or the shell's history; it is never printed.
 */
import { openStore } from "../inbox/store";
import { createStaffUsers, StaffUserError } from "./users";

export const USER_HELP = `       npm run inbox -- user add EMAIL --password-stdin
       npm run inbox -- user list
       npm run inbox -- user remove EMAIL      (ends that person's sessions at once)
       npm run inbox -- user password EMAIL --password-stdin`;

/** The password, one line on standard input (never an argument: it would be in the process list and the history). */
export async function readPasswordLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

export async function runUserCommand(
  file: string,
  operands: string[],
  passwordStdin: boolean,
  readPassword: () => Promise<string> = readPasswordLine,
): Promise<{ output: string; exitCode: number }> {
  const [action, email, ...rest] = operands;
  const needsEmail = action === "add" || action === "remove" || action === "password";
  if (!action || !["add", "list", "remove", "password"].includes(action) || (needsEmail ? !email || rest.length : email)) {
    return { output: `Usage:\n${USER_HELP}`, exitCode: 2 };
  }
  if ((action === "add" || action === "password") && !passwordStdin) {
    return { output: `user ${action} reads the password from standard input: add --password-stdin.`, exitCode: 2 };
  }
  const store = openStore(file, { busyTimeoutMs: 10_000 });
  try {
    const users = createStaffUsers(store.db);
    if (action === "list") {
      const all = await users.list();
      return {
        output: all.length ? all.map((u) => `${u.email}  (since ${u.createdAt})`).join("\n") : "No staff accounts yet.",
        exitCode: 0,
      };
    }
    if (action === "remove") {
      return (await users.remove(email!))
        ? { output: `Removed ${email}; their sessions and passkeys have ended.`, exitCode: 0 }
        : { output: `${email} has no account.`, exitCode: 1 };
    }
    const password = await readPassword();
    if (action === "add") {
      const user = await users.add(email!, password);
      return { output: `Added ${user.email}.`, exitCode: 0 };
    }
    await users.setPassword(email!, password);
    return { output: `Changed the password of ${email}; their sessions have ended.`, exitCode: 0 };
  } catch (error) {
    if (error instanceof StaffUserError) return { output: error.message, exitCode: 1 };
    throw error;
  } finally {
    store.close();
  }
}
