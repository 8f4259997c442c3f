/**
 * Fault 1 and health: while a second connection holds the inbox database (`BEGIN EXCLUSIVE`), pages
 * still answer, the enquiry gets an honest 503 with Retry-After, and a refused enquiry is never
 * stored later, so the visitor's retry cannot duplicate it.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startServer, type RunningServer } from "../start";
import { tempDir, writeTree } from "../test-helpers";
import { multipartBody, TEST_ACCESS_KEY, VALID } from "./fixtures";
import { ENQUIRY_WORDS_EN } from "../../contract/enquiry-words-en";

const ANSWERS = ENQUIRY_WORDS_EN.answers;

describe("a locked inbox database", () => {
  const tmp = tempDir();
  let server: RunningServer;
  const db = path.join(tmp.dir, "inbox.sqlite");

  beforeAll(async () => {
    writeTree(path.join(tmp.dir, "build/client"), { "index.html": "<!doctype html><title>Home</title>" });
    const config = loadConfig({ PORT: "0", INBOX_DB: db, INBOX_ACCESS_KEY: TEST_ACCESS_KEY, INBOX_RATE_LIMIT: "0" }, tmp.dir);
    server = await startServer(config, { log: () => {}, writeBudgetMs: 1500 });
  });
  afterAll(async () => {
    await server?.close(100);
    tmp.cleanup();
  });

  const post = (marker: string) => {
    const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...VALID.quote, project_brief: marker });
    return fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": contentType },
    });
  };
  const health = async () => {
    const res = await fetch(`${server.url}/api/health`);
    return { status: res.status, body: (await res.json()) as { ok: boolean } };
  };
  const stored = (marker: string) => server.store.list({ limit: 1000 }).filter((e) => e.fields.project_brief === marker).length;

  it("serves pages while the enquiry waits, answers 503 with Retry-After, and never stores it later", async () => {
    expect(await health()).toMatchObject({ status: 200, body: { ok: true, inbox: "writable" } });
    const holder = new Database(db);
    holder.exec("BEGIN EXCLUSIVE");
    try {
      let settled = false;
      const enquiry = post("locked-1").finally(() => (settled = true));
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      // The page was answered while the enquiry was still waiting for the lock.
      expect(settled).toBe(false);
      expect(await health()).toMatchObject({ status: 503, body: { ok: false, inbox: "not writable" } });

      const refused = await enquiry;
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ success: false, message: ANSWERS.busy });
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }

    // The visitor retries: stored exactly once, the refused attempt never.
    const retry = await post("locked-1");
    expect(retry.status).toBe(200);
    expect(stored("locked-1")).toBe(1);
    expect((await health()).status).toBe(200);
  });

  it("stores an enquiry whose lock is released within the budget", async () => {
    const holder = new Database(db);
    holder.exec("BEGIN EXCLUSIVE");
    const enquiry = post("locked-2");
    await fetch(`${server.url}/`);
    holder.exec("ROLLBACK");
    holder.close();
    expect((await enquiry).status).toBe(200);
    expect(stored("locked-2")).toBe(1);
  });
});
