/**
 * The enquiry intake's tests (intake-contract.ts) against the Node server: the real serving code
 * over a real socket, rows and documents read back from its SQLite file.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "../config";
import { startServer, type RunningServer } from "../start";
import { tempDir, writeTree } from "../test-helpers";
import { TEST_ACCESS_KEY } from "../inbox/fixtures";
import { describeIntake, type StoredDocument, type StoredRow } from "./intake-contract";

const tmp = tempDir();
let server: RunningServer;
let db: Database.Database;

beforeAll(async () => {
  const { dir } = tmp;
  writeTree(path.join(dir, "build/client"), {
    "index.html": "<!doctype html><title>Home</title>",
    "404.html": "<!doctype html><title>Not found</title>",
  });
  const config = loadConfig({ PORT: "0", INBOX_DB: "data/inbox.sqlite", INBOX_ACCESS_KEY: TEST_ACCESS_KEY, INBOX_RATE_LIMIT: "0" }, dir);
  server = await startServer(config, { log: () => {} });
  db = new Database(path.join(dir, "data/inbox.sqlite"), { readonly: true });
});

afterAll(async () => {
  db?.close();
  await server?.close();
  tmp.cleanup();
});

describeIntake("Node (SQLite)", () => ({
  get origin() {
    return server.url;
  },
  post: (body, contentType, headers = {}) =>
    fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      body,
      headers: { "content-type": contentType, ...headers },
      redirect: "manual",
    }),
  enquiries: async () => db.prepare(`SELECT id, reference, form_type, fields FROM enquiries ORDER BY id`).all() as StoredRow[],
  documents: async () =>
    (
      db
        .prepare(
          `SELECT enquiry_id AS enquiryId, file_name AS fileName, content_type AS contentType, size, data FROM enquiry_documents ORDER BY id`,
        )
        .all() as (Omit<StoredDocument, "bytes"> & { data: Buffer })[]
    ).map(({ data, ...row }) => ({ ...row, bytes: new Uint8Array(data) })),
}));
