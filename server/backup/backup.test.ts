/**
 * Backups on a real SQLite file while a real server takes enquiries, and restores through the CLI
 * as an operator runs them (`npm run inbox -- backup DIR`, `-- restore FILE`).
 */
import { execFile } from "node:child_process";
import { readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { postEnquiry, TEST_ACCESS_KEY, VALID } from "../inbox/fixtures";
import { openStore, SCHEMA_VERSION } from "../inbox/store";
import { startServer } from "../start";
import { tempDir } from "../test-helpers";
import { takeBackup } from "./backup";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);
const cli = (args: string[], db: string) =>
  run(process.execPath, ["--import", "tsx", path.join(ROOT, "server/inbox-cli.ts"), ...args, "--db", db], { cwd: ROOT });
const count = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM enquiries").get() as { n: number }).n;
  } finally {
    db.close();
  }
};
const ids = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare("SELECT id FROM enquiries").all() as { id: number }[]).map((r) => r.id);
  } finally {
    db.close();
  }
};
const backupsIn = (dir: string) => readdirSync(dir).filter((f) => f.endsWith(".sqlite"));

function seed(file: string, n: number) {
  const store = openStore(file);
  for (let i = 0; i < n; i++) store.insert({ formType: "quote", status: "accepted", clientAddress: "127.0.0.1", fields: VALID.quote });
  store.close();
}

describe("backups", { timeout: 60_000 }, () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it("takes its first at start-up, a consistent copy while enquiries arrive, mode 600, and keeps the newest", async () => {
    const db = path.join(tmp.dir, "live", "inbox.sqlite");
    const dir = path.join(tmp.dir, "scheduled");
    const env = { PORT: "0", INBOX_DB: db, INBOX_ACCESS_KEY: TEST_ACCESS_KEY, INBOX_RATE_LIMIT: "0" };
    const config = loadConfig({ ...env, INBOX_BACKUP_DIR: dir, INBOX_BACKUP_EVERY_HOURS: "0.5", INBOX_BACKUP_KEEP: "2" }, tmp.dir);
    const server = await startServer(config, { log: () => {} });
    try {
      const first = await server.backups!.current()!;
      expect(first.enquiries).toBe(0);
      const health = await (await fetch(`${server.url}/api/health`)).json();
      expect(health).toMatchObject({ ok: true, backup: { ok: true, lastGoodAt: first.began.toISOString(), everyHours: 0.5 } });

      // One after another: a client address may have only a few bodies in flight (MAX_BODIES_PER_ADDRESS).
      const send = async (n: number) => {
        const statuses: number[] = [];
        for (let i = 0; i < n; i++) statuses.push((await postEnquiry(server.url, VALID.quote)).status);
        return statuses;
      };
      const before = await send(10);
      expect(before.every((s) => s === 200)).toBe(true);
      const committed = ids(db);
      // A backup taken while twenty more arrive holds every row answered before it began.
      const [copy, during] = await Promise.all([takeBackup(db, dir, 2), send(20)]);
      expect(during.every((s) => s === 200)).toBe(true);
      expect(ids(copy.file)).toEqual(expect.arrayContaining(committed));
      expect(copy.enquiries).toBeGreaterThanOrEqual(10);
      expect(statSync(copy.file).mode & 0o777).toBe(0o600);
      await takeBackup(db, dir, 2);
      expect(backupsIn(dir)).toHaveLength(2);
      expect(backupsIn(dir)).not.toContain(path.basename(first.file));

      // Unhealthy once the last good backup is older than twice the interval.
      const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);
      expect(server.backups!.health(later(0.9)).ok).toBe(true);
      expect(server.backups!.health(later(1.1)).ok).toBe(false);
    } finally {
      await server.close(0);
    }
  });

  it("refuses backup settings without a folder", () => {
    expect(() => loadConfig({ INBOX_BACKUP_KEEP: "3" })).toThrow(/INBOX_BACKUP_KEEP needs INBOX_BACKUP_DIR/);
    expect(() => loadConfig({ INBOX_BACKUP_DIR: "b", INBOX_BACKUP_EVERY_HOURS: "half" })).toThrow(
      /INBOX_BACKUP_EVERY_HOURS must be a number of hours/,
    );
    expect(loadConfig({ INBOX_BACKUP_DIR: "b", INBOX_BACKUP_EVERY_HOURS: "0.5" }, "/srv").backup).toEqual({
      dir: "/srv/b",
      everyHours: 0.5,
      keep: 7,
    });
  });

  it("restore drill: a backup by the CLI, refused while the database is held, then restored over it with the same enquiries", async () => {
    const db = path.join(tmp.dir, "drill", "inbox.sqlite");
    seed(db, 25);
    const backedUp = await cli(["backup", path.join(tmp.dir, "drill-backups")], db);
    expect(backedUp.stdout).toMatch(new RegExp(`Backed up 25 enquiries .* \\(integrity ok, schema ${SCHEMA_VERSION},`));
    const file = path.join(tmp.dir, "drill-backups", backupsIn(path.join(tmp.dir, "drill-backups"))[0]!);

    // While anything holds the database (a running server), restore refuses and changes nothing.
    const held = openStore(db);
    held.insert({ formType: "partner", status: "accepted", clientAddress: "127.0.0.1", fields: VALID.partner });
    const refused = await cli(["restore", file], db).catch((e: { stderr: string; code: number }) => e);
    held.close();
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/Restore refused: .* is open in another process/) });
    expect(count(db)).toBe(26);

    const restored = await cli(["restore", file], db);
    expect(restored.stdout).toMatch(
      new RegExp(
        `Restored 25 enquiries \\(integrity ok, schema ${SCHEMA_VERSION}\\) to .*inbox.sqlite\\. The database it replaced is kept as .*replaced-`,
      ),
    );
    expect(count(db)).toBe(25);
    const replaced = readdirSync(path.dirname(db)).find((f) => f.includes(".replaced-"))!;
    expect(count(path.join(path.dirname(db), replaced))).toBe(26);
    // The server opens the restored file and goes on.
    const store = openStore(db);
    expect(store.writeProblem()).toBeNull();
    store.close();
  });

  it.each([
    ["garbage", (f: string) => writeFileSync(f, "not a database ".repeat(400)), /is not an SQLite database|cannot be opened/],
    ["not an inbox", (f: string) => new Database(f).exec("CREATE TABLE other (x)").close(), /not an inbox/],
    [
      "newer schema",
      (f: string) => {
        seed(f, 1);
        new Database(f).pragma("user_version = 99");
      },
      new RegExp(`from a newer version of the server \\(schema 99; this one knows up to ${SCHEMA_VERSION}\\)`),
    ],
  ])("refuses to restore %s", async (name, make, message) => {
    const file = path.join(tmp.dir, `${name}.sqlite`);
    make(file);
    const db = path.join(tmp.dir, `target-${name}`, "inbox.sqlite");
    seed(db, 3);
    const refused = await cli(["restore", file], db).catch((e: { stderr: string; code: number }) => e);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(message) });
    expect(count(db)).toBe(3);
  });
});
