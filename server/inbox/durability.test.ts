/**
 * No 200 without durable storage, on a real SQLite file: a database file moved away, deleted or
 * replaced while the server runs, and a full database (SQLite's max_page_count gives a real
 * SQLITE_FULL). Enquiries get 503 with the forms' JSON message, /api/health names the fault, and
 * every enquiry answered 200 is in the file at the path afterwards.
 */
import { renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { defaultHeaderRules } from "../headers-file";
import { createStaticSite } from "../static-site";
import { tempDir } from "../test-helpers";
import { TEST_ACCESS_KEY, urlEncode, VALID } from "./fixtures";
import { createInboxApi } from "./route";
import { openStore, type EnquiryStore } from "./store";

const STORE_FAILED = "We could not save your enquiry just now. Please try again later.";

function inbox(file: string, configure?: (db: Database.Database) => void) {
  const store = openStore(file, { configure });
  const api = createInboxApi({ store, accessKey: TEST_ACCESS_KEY, rateLimitPerMinute: 0, logError: () => {} });
  const app = createApp({ site: createStaticSite(path.dirname(file)), headerRules: defaultHeaderRules(), api });
  const answered: string[] = [];
  let n = 0;
  return {
    store,
    async send() {
      const marker = `durable-${n++}`;
      const res = await app.request("/api/enquiries", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: urlEncode({ access_key: TEST_ACCESS_KEY, ...VALID.quote, project_brief: marker }),
      });
      if (res.status === 200) answered.push(marker);
      return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
    },
    async health() {
      const res = await app.request("/api/health");
      return { status: res.status, body: (await res.json()) as { ok: boolean; fault?: string } };
    },
    /** Every enquiry answered 200 is in the file now at `file`. */
    missing(): string[] {
      const reader = openStore(file, { readonly: true });
      const stored = new Set(reader.list({ limit: 1_000_000 }).map((e) => e.fields.project_brief));
      reader.close();
      return answered.filter((m) => !stored.has(m));
    },
  };
}

describe("durable storage", () => {
  const tmp = tempDir();
  const stores: EnquiryStore[] = [];
  afterEach(() => {
    for (const s of stores.splice(0)) s.close();
  });

  it("notices a database file moved away, answers 503 meanwhile, and recovers when it is back", async () => {
    const file = path.join(tmp.dir, "moved.sqlite");
    const box = inbox(file);
    stores.push(box.store);
    expect((await box.send()).status).toBe(200);

    renameSync(file, file + ".away");
    expect(await box.send()).toEqual({ status: 503, body: { success: false, message: STORE_FAILED } });
    expect(await box.health()).toEqual({ status: 503, body: { ok: false, inbox: "not writable", fault: "the database file was deleted" } });

    renameSync(file + ".away", file);
    expect((await box.send()).status).toBe(200);
    expect((await box.health()).status).toBe(200);
    expect(box.missing()).toEqual([]);
  });

  it("refuses while the file is deleted or replaced by another, and loses nothing it answered 200", async () => {
    const file = path.join(tmp.dir, "replaced.sqlite");
    const box = inbox(file);
    stores.push(box.store);
    expect((await box.send()).status).toBe(200);
    const copy = openStore(path.join(tmp.dir, "other.sqlite"));
    copy.close();

    // Replaced: another database now lives at the path. Writing to the old one would be lost.
    rmSync(file);
    rmSync(file + "-wal", { force: true });
    rmSync(file + "-shm", { force: true });
    renameSync(path.join(tmp.dir, "other.sqlite"), file);
    expect((await box.send()).status).toBe(503);
    expect((await box.health()).body).toMatchObject({ ok: false, fault: "the database file was replaced" });

    rmSync(file);
    writeFileSync(path.join(tmp.dir, "unrelated"), "");
    expect((await box.send()).status).toBe(503);
    expect((await box.health()).body).toMatchObject({ fault: "the database file was deleted" });
  });

  it("answers 503 on a full database, reports it in /api/health, and recovers once there is room", async () => {
    const file = path.join(tmp.dir, "full.sqlite");
    let db: Database.Database | undefined;
    const box = inbox(file, (connection) => (db = connection));
    stores.push(box.store);
    expect((await box.send()).status).toBe(200);

    // Not one page more: the next row that needs a page gets a real SQLITE_FULL.
    const pages = db!.pragma("page_count", { simple: true }) as number;
    db!.pragma(`max_page_count = ${pages}`);
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) status = (await box.send()).status;
    expect(status).toBe(503);
    expect(await box.health()).toEqual({ status: 503, body: { ok: false, inbox: "not writable", fault: "the disk is full" } });

    db!.pragma(`max_page_count = ${pages + 10_000}`);
    expect((await box.send()).status).toBe(200);
    expect(await box.health()).toEqual({ status: 200, body: { ok: true, inbox: "writable" } });
    expect(box.missing()).toEqual([]);
  });
});
