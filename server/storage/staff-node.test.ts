/**
 * The staff inbox's tests (staff-contract.ts) against the Node server: the real serving code over a
 * real socket, with a real SQLite file.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "../config";
import { startServer, type RunningServer } from "../start";
import { tempDir, writeTree } from "../test-helpers";
import { TEST_ACCESS_KEY } from "../inbox/fixtures";
import { INBOX_PAGES_FILE } from "../staff/pages";
import { testPages } from "../staff/test-pages";
import { createStaffUsers } from "../staff/users";
import { describeStaff } from "./staff-contract";

const tmp = tempDir();
let server: RunningServer;
let db: Database.Database;

beforeAll(async () => {
  const { dir } = tmp;
  writeTree(path.join(dir, "build"), {
    "client/index.html": "<!doctype html><title>Home</title>",
    "client/404.html": "<!doctype html><title>Not found</title>",
    [INBOX_PAGES_FILE]: JSON.stringify(testPages),
  });
  const config = loadConfig({ PORT: "0", INBOX_DB: "data/inbox.sqlite", INBOX_ACCESS_KEY: TEST_ACCESS_KEY, INBOX_RATE_LIMIT: "0" }, dir);
  server = await startServer(config, { log: () => {} });
  db = new Database(path.join(dir, "data/inbox.sqlite"));
  db.pragma("busy_timeout = 5000");
});

afterAll(async () => {
  db?.close();
  await server?.close();
  tmp.cleanup();
});

describeStaff("Node (SQLite)", () => ({
  origin: server.url,
  request: (pathname, init) => fetch(`${server.url}${pathname}`, init),
  addStaff: async (email, password) => void (await createStaffUsers(db).add(email, password)),
  documentCount: async (reference) =>
    (
      db
        .prepare(`SELECT COUNT(*) AS n FROM enquiry_documents d JOIN enquiries e ON e.id = d.enquiry_id WHERE e.reference = ?`)
        .get(reference) as { n: number }
    ).n,
}));
