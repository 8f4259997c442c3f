/**
 * `npm run inbox` on a real SQLite file, run as the operator runs it: erase (a person's request
 * under the NDPA), purge (retention), the CSV export of every row, and spam kept apart.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "./test-helpers";
import { VALID } from "./inbox/fixtures";
import { openStore } from "./inbox/store";
import { createOutbox } from "./notify/outbox";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = promisify(execFile);
const cli = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, ["--import", "tsx", path.join(ROOT, "server/inbox-cli.ts"), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });

const DAY = 24 * 60 * 60 * 1000;

// Each run starts a Node process with tsx: seconds on a busy machine.
describe("npm run inbox", { timeout: 60_000 }, () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  function seed(file: string) {
    const store = openStore(file);
    const add = (email: string, daysAgo: number, formType: "quote" | "partner" = "quote") =>
      store.insert({
        formType,
        status: "accepted",
        clientAddress: "127.0.0.1",
        fields: { ...VALID[formType], email },
        receivedAt: new Date(Date.now() - daysAgo * DAY),
      });
    add("ada@example.com", 0.5);
    add("Ada@Example.com ", 1.5, "partner");
    add("obi@example.com", 3);
    add("old@example.com", 400);
    add("older@example.com", 800);
    store.close();
  }

  it("erases every enquiry of one email address, in any letter case, and says how many", async () => {
    const db = path.join(tmp.dir, "erase.sqlite");
    seed(db);
    const { stdout } = await cli(["erase", "ADA@example.com", "--db", db]);
    expect(stdout).toMatch(/^Erased 2 enquiries sent with ADA@example.com from /);
    const store = openStore(db, { readonly: true });
    const emails = store.list().map((e) => e.fields.email);
    store.close();
    expect(emails).toEqual(["older@example.com", "old@example.com", "obi@example.com"]);
    expect((await cli(["erase", "nobody@example.com", "--db", db])).stdout).toMatch(/^Erased 0 enquiries/);
  });

  it("purges enquiries past the retention period: INBOX_RETENTION_DAYS by default, or --older-than", async () => {
    const db = path.join(tmp.dir, "purge.sqlite");
    seed(db);
    expect((await cli(["purge", "--db", db])).stdout).toMatch(/^Purged 2 enquiries received before .* \(older than 365 days\)/);
    expect((await cli(["purge", "--older-than", "2", "--db", db])).stdout).toMatch(/^Purged 1 enquiry .*older than 2 days/);
    expect((await cli(["purge", "--db", db], { INBOX_RETENTION_DAYS: "1" })).stdout).toMatch(/^Purged 1 enquiry/);
    const store = openStore(db, { readonly: true });
    expect(store.list().map((e) => e.fields.email)).toEqual(["ada@example.com"]);
    store.close();
    await expect(cli(["purge", "--older-than", "soon", "--db", db])).rejects.toMatchObject({ code: 2 });
  });

  it("exports every row as CSV, oldest first, with no cap", async () => {
    const db = path.join(tmp.dir, "csv.sqlite");
    let raw: Database.Database | undefined;
    const store = openStore(db, { configure: (connection) => (raw = connection) });
    const many = 20_000;
    // One transaction (one fsync) for the seed.
    raw!.transaction(() => {
      for (let i = 0; i < many; i++) {
        store.insert({
          formType: "quote",
          status: "accepted",
          clientAddress: "127.0.0.1",
          fields: { ...VALID.quote, project_brief: `row ${i}` },
        });
      }
    })();
    store.close();
    const { stdout } = await cli(["--csv", "--db", db]);
    const lines = stdout.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(many + 1);
    expect(lines[1]).toMatch(/^1,.*row 0/);
    expect(lines.at(-1)).toMatch(new RegExp(`^${many},.*row ${many - 1}`));
  });

  it("lists spam with why, and not-spam moves one back and queues its notification", async () => {
    const db = path.join(tmp.dir, "spam.sqlite");
    const store = openStore(db);
    // As a server with SMTP records it at start-up.
    createOutbox(store.db).recordState(true);
    const kept = store.insert({ formType: "quote", status: "accepted", clientAddress: "x", fields: VALID.quote });
    const spam = store.insert({
      formType: "partner",
      status: "spam",
      spamReason: "markup in message",
      clientAddress: "x",
      fields: { ...VALID.partner, company_name: "Spammy Links Ltd" },
    });
    store.close();

    const listed = (await cli(["spam", "--db", db])).stdout;
    expect(listed).toContain("showing the 1 most recent spam");
    expect(listed).toContain(spam.reference);
    expect(listed).toContain("spam: markup in message");
    expect(listed).not.toContain(kept.reference);
    expect((await cli(["--db", db])).stdout).toContain(kept.reference);

    const { stdout } = await cli(["not-spam", String(spam.id), "--db", db]);
    expect(stdout).toBe(
      `Enquiry ${spam.id} (${spam.reference}) is no longer spam: its notification is queued; a running server sends it within seconds.\n`,
    );
    expect((await cli(["spam", "--db", db])).stdout).toContain("No enquiries yet.");
    const after = openStore(db, { readonly: true });
    expect(after.get(spam.id)).toMatchObject({ status: "accepted", spamReason: null });
    expect(
      createOutbox(after.db)
        .listUnsent()
        .map((e) => e.enquiryId),
    ).toEqual([spam.id]);
    after.close();
    await expect(cli(["not-spam", String(spam.id), "--db", db])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("not marked as spam"),
    });
    await expect(cli(["not-spam", "--db", db])).rejects.toMatchObject({ code: 2 });
  });
});
