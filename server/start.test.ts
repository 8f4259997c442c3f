/** Fault 2, start-up half: an inbox that cannot be opened or written stops the server. */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { InboxUnavailableError, startServer } from "./start";
import { spawnServer, tempDir } from "./test-helpers";

describe("start-up with an unusable inbox", () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it("refuses to start when the database cannot be opened", async () => {
    const notAFile = path.join(tmp.dir, "inbox.sqlite");
    mkdirSync(notAFile);
    const config = loadConfig({ PORT: "0", INBOX_DB: notAFile }, tmp.dir);
    await expect(startServer(config, { log: () => {} })).rejects.toThrow(InboxUnavailableError);
  });

  it("exits with a clear message and a non-zero code instead of listening", async () => {
    const occupied = path.join(tmp.dir, "occupied");
    mkdirSync(path.join(occupied, "x"), { recursive: true });
    const start = spawnServer({ PORT: "0", BUILD_DIR: tmp.dir, INBOX_DB: occupied });
    await expect(start).rejects.toThrow(/exited with 3:[^]*\nInbox error: The inbox database .*occupied cannot be opened/);
  });
});
