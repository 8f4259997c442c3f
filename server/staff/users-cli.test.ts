/** `npm run inbox -- user …` as an operator runs it: a real process, the password on standard input, a real SQLite file. */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../test-helpers";
import { openStore } from "../inbox/store";
import { createSessions } from "./sessions";
import { createStaffUsers } from "./users";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function cli(args: string[], stdin = ""): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server/inbox-cli.ts"), ...args], { cwd: ROOT });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (out += d));
    child.on("exit", (code) => resolve({ code, out }));
    child.stdin.end(stdin);
  });
}

describe("npm run inbox -- user", { timeout: 60_000 }, () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());
  const db = path.join(tmp.dir, "inbox.sqlite");
  const password = "a passphrase nobody guesses";

  it("adds an account from standard input, never echoing the password, and refuses weak ones", async () => {
    const added = await cli(["user", "add", "ngozi@example.com", "--password-stdin", "--db", db], `${password}\n`);
    expect(added).toEqual({ code: 0, out: "Added ngozi@example.com.\n" });
    const short = await cli(["user", "add", "emeka@example.com", "--password-stdin", "--db", db], "short pw\n");
    expect(short.code).toBe(1);
    expect(short.out).toContain("at least 12 characters");
    const common = await cli(["user", "add", "emeka@example.com", "--password-stdin", "--db", db], "password1234\n");
    expect(common.code).toBe(1);
    expect(common.out).toContain("common passwords");
    expect((await cli(["user", "add", "emeka@example.com", "--db", db])).code).toBe(2);
    const list = await cli(["user", "list", "--db", db]);
    expect(list.out).toMatch(/^ngozi@example\.com {2}\(since /);
    expect(list.out).not.toContain("emeka");
    const store = openStore(db);
    const row = store.db.prepare("SELECT password_hash FROM staff_users").get() as { password_hash: string };
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.password_hash).not.toContain(password);
    store.close();
  });

  it("user password and user remove end that person's sessions at once", async () => {
    const store = openStore(db);
    const sessions = createSessions(store.db);
    const user = (await createStaffUsers(store.db).find("ngozi@example.com"))!;
    const first = await sessions.start(user.id);
    expect((await cli(["user", "password", "ngozi@example.com", "--password-stdin", "--db", db], "another fine passphrase\n")).code).toBe(
      0,
    );
    expect(await sessions.find(first)).toBeNull();
    const second = await sessions.start(user.id);
    expect(await sessions.find(second)).not.toBeNull();
    expect(await cli(["user", "remove", "ngozi@example.com", "--db", db])).toEqual({
      code: 0,
      out: "Removed ngozi@example.com; their sessions and passkeys have ended.\n",
    });
    expect(await sessions.find(second)).toBeNull();
    store.close();
  });
});
