/**
 * References (references.ts) on real SQLite files: unique and gapless when many enquiries arrive
 * together and from two connections at once, continued after a restart, never reused after an
 * erasure, counted in Lagos's year, and given to the enquiries of a database from before them.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../test-helpers";
import { createOutbox } from "../notify/outbox";
import { openStore, SCHEMA_VERSION, type NewEnquiry } from "./store";

const row = (formType: NewEnquiry["formType"], n: number, receivedAt?: Date): NewEnquiry => ({
  formType,
  status: "accepted",
  clientAddress: "127.0.0.1",
  fields: { n: String(n), email: `person${n}@example.com` },
  receivedAt,
});

describe("enquiry references", () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());
  const at = new Date("2026-06-01T10:00:00Z");

  it("are unique and in sequence per form under concurrent submissions, from two connections too", async () => {
    const file = path.join(tmp.dir, "concurrent.sqlite");
    const server = openStore(file);
    // A second writer on the same file, as the command line's erase or not-spam is; it waits for the lock.
    const other = openStore(file, { busyTimeoutMs: 5000 });
    const queued = Array.from({ length: 150 }, (_, i) => server.insertQueued(row(i % 3 === 0 ? "vendor" : "quote", i, at)));
    const direct = Array.from({ length: 50 }, (_, i) => other.insert(row("quote", 1000 + i, at)).reference);
    const references = [...(await Promise.all(queued)).map((r) => r.reference), ...direct];
    expect(new Set(references).size).toBe(200);
    const quotes = references.filter((r) => r.startsWith("DF-Q-2026-")).sort();
    const vendors = references.filter((r) => r.startsWith("DF-V-2026-")).sort();
    expect(quotes).toHaveLength(150);
    expect(quotes[0]).toBe("DF-Q-2026-00001");
    expect(quotes.at(-1)).toBe("DF-Q-2026-00150");
    expect(vendors.at(-1)).toBe("DF-V-2026-00050");
    other.close();
    server.close();
  });

  it("go on after a restart and are never given twice, even after the enquiry is erased", () => {
    const file = path.join(tmp.dir, "restart.sqlite");
    let store = openStore(file);
    expect(store.insert(row("partner", 1, at)).reference).toBe("DF-P-2026-00001");
    expect(store.insert(row("partner", 2, at)).reference).toBe("DF-P-2026-00002");
    expect(store.eraseByEmail("person2@example.com")).toBe(1);
    store.close();
    store = openStore(file);
    expect(store.insert(row("partner", 3, at)).reference).toBe("DF-P-2026-00003");
    expect(store.list().map((e) => e.reference)).toEqual(["DF-P-2026-00003", "DF-P-2026-00001"]);
    store.close();
  });

  it("count in the year it is in Lagos (UTC+1) and start again at 1 each year", () => {
    const store = openStore(path.join(tmp.dir, "years.sqlite"));
    expect(store.insert(row("quote", 1, new Date("2026-12-31T22:59:00Z"))).reference).toBe("DF-Q-2026-00001");
    expect(store.insert(row("quote", 2, new Date("2026-12-31T23:30:00Z"))).reference).toBe("DF-Q-2027-00001");
    store.close();
  });

  it("are given, in the order they arrived, to the enquiries of a database from before them", () => {
    const file = path.join(tmp.dir, "old.sqlite");
    const old = new Database(file);
    old.exec(`CREATE TABLE enquiries (
      id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, form_type TEXT NOT NULL,
      status TEXT NOT NULL, client_address TEXT NOT NULL, user_agent TEXT, fields TEXT NOT NULL)`);
    const insert = old.prepare(
      `INSERT INTO enquiries (received_at, form_type, status, client_address, fields) VALUES (?, ?, 'accepted', 'x', '{}')`,
    );
    insert.run("2025-05-01T10:00:00.000Z", "quote");
    insert.run("2026-02-01T10:00:00.000Z", "quote");
    insert.run("2026-03-01T10:00:00.000Z", "vendor");
    insert.run("2026-04-01T10:00:00.000Z", "quote");
    // And its outbox from before acknowledgements: every row a notification.
    old.exec(`CREATE TABLE outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL, queued_at TEXT NOT NULL, status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
      resends INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT NOT NULL, last_attempt_at TEXT, last_error TEXT, sent_at TEXT)`);
    old.exec(`INSERT INTO outbox (enquiry_id, created_at, queued_at, status, next_attempt_at) VALUES (4, 'x', 'x', 'sent', 'x')`);
    old.close();

    // The command line reads it before any new server has started on it.
    const before = openStore(file, { readonly: true });
    expect(before.list().map((e) => e.reference)).toEqual([null, null, null, null]);
    before.close();

    const store = openStore(file);
    expect(
      store
        .list()
        .reverse()
        .map((e) => e.reference),
    ).toEqual(["DF-Q-2025-00001", "DF-Q-2026-00001", "DF-V-2026-00001", "DF-Q-2026-00002"]);
    expect(store.insert(row("quote", 5, at)).reference).toBe("DF-Q-2026-00003");
    expect(createOutbox(store.db).get(1)).toMatchObject({ enquiryId: 4, kind: "notify" });
    expect(store.db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
    store.close();
    // Opening it again changes nothing.
    const again = openStore(file);
    expect(again.get(1)?.reference).toBe("DF-Q-2025-00001");
    again.close();
  });
});
