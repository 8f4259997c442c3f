/**
 * The migration files on Node: a new database gets them all, a database the server made before
 * migration files (version 6) opens with its enquiries intact and gets only what it lacks, and
 * opening again applies nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../test-helpers";
import { openStore, SCHEMA_VERSION } from "../inbox/store";
import { readDocuments } from "../inbox/documents";
import { sampleDocument } from "../inbox/fixtures";
import { applyMigrations, readMigrations } from "./migrations";

const tmp = tempDir();
afterAll(() => tmp.cleanup());

const applied = (db: Database.Database) =>
  (db.prepare(`SELECT name FROM d1_migrations ORDER BY id`).all() as { name: string }[]).map((r) => r.name);
const columns = (db: Database.Database, table: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
const names = readMigrations().map((m) => m.name);

describe("migrations on Node", () => {
  it("reads wrangler's files in order, and a new database gets every one, recorded as wrangler records them", () => {
    expect(names.slice(0, 2)).toEqual(["0001_inbox.sql", "0002_document_objects.sql"]);
    const store = openStore(path.join(tmp.dir, "new.sqlite"));
    expect(applied(store.db)).toEqual(names);
    expect(columns(store.db, "enquiry_documents")).toContain("object_key");
    expect(store.db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
    expect(applyMigrations(store.db)).toEqual([]);
    store.close();
  });

  it("opens a database made before migration files with its enquiries, documents and outbox intact", () => {
    const file = path.join(tmp.dir, "version-6.sqlite");
    const old = new Database(file);
    old.exec(readFileSync(new URL("./fixtures/made-by-version-6.sql", import.meta.url), "utf8"));
    old.close();

    const store = openStore(file);
    expect(applied(store.db)).toEqual(names);
    expect(store.db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
    expect(store.get(1)).toMatchObject({ reference: "DF-V-2026-00001", fields: { email: "a@b.example" } });
    expect(store.findSubmission("old-submission-0001")).toBe(1);
    expect(readDocuments(store.db, 1).map((d) => d.data.toString("latin1"))).toEqual(["%PDF-1.7 x"]);
    expect((store.db.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE enquiry_id = 1`).get() as { n: number }).n).toBe(1);
    // The staff inbox's search index (0003_staff.sql) takes in the enquiries stored before it.
    expect(store.db.prepare(`SELECT rowid FROM inbox_search WHERE inbox_search MATCH 'vendor'`).all()).toEqual([{ rowid: 1 }]);

    // And it goes on from where it was: the next vendor enquiry's number, with a document.
    const next = store.insert({
      formType: "vendor",
      status: "accepted",
      clientAddress: "127.0.0.1",
      fields: {},
      documents: [{ fileName: "q.pdf", contentType: "application/pdf", data: sampleDocument("pdf") }],
      receivedAt: new Date("2026-11-21T10:00:00Z"),
    });
    expect(next.reference).toBe("DF-V-2026-00002");
    store.close();
    const again = openStore(file);
    expect(applied(again.db)).toEqual(names);
    again.close();
  });

  it("applies the staff tables' file to a database whose server had made them at start, keeping its staff and index", () => {
    const file = path.join(tmp.dir, "staff-before.sqlite");
    const store = openStore(file);
    store.db.prepare(`INSERT INTO staff_users (email, password_hash, created_at) VALUES ('a@b.example', 'x', 'now')`).run();
    store.insert({ formType: "quote", status: "accepted", clientAddress: "127.0.0.1", fields: { message: "wellhead" } });
    // As a server from before 0003 left it: the tables there, the file not recorded.
    store.db.prepare(`DELETE FROM d1_migrations WHERE name = '0003_staff.sql'`).run();
    store.close();
    const again = openStore(file);
    expect(applied(again.db)).toContain("0003_staff.sql");
    expect(again.db.prepare(`SELECT email FROM staff_users`).all()).toEqual([{ email: "a@b.example" }]);
    expect(again.db.prepare(`SELECT COUNT(*) AS n FROM inbox_search WHERE inbox_search MATCH 'wellhead'`).get()).toEqual({ n: 1 });
    again.close();
  });
});
