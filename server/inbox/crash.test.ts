/**
 * Durability: a success answer means the row is on disk. Spawn the real server, post one enquiry,
 * SIGKILL the process the moment the success answer arrives, then read the row back.
 */
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, tempDir } from "../test-helpers";
import { multipartBody, TEST_ACCESS_KEY, VALID } from "./fixtures";
import { openStore } from "./store";

const children: ChildProcess[] = [];

describe("crash durability", () => {
  const tmp = tempDir();
  afterAll(() => {
    // Never leave a server behind, even when the test failed before killing it.
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    tmp.cleanup();
  });

  it("keeps an answered enquiry when the process is killed right after answering", async () => {
    const db = path.join(tmp.dir, "inbox.sqlite");
    const { child, url } = await spawnServer({
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_DIR: tmp.dir,
      INBOX_DB: db,
      INBOX_ACCESS_KEY: TEST_ACCESS_KEY,
      INBOX_RATE_LIMIT: "0",
    });
    children.push(child);
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_c, signal) => resolve(signal)));
    const marker = `crash-test-${process.pid}-${Date.now()}`;
    const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...VALID.quote, project_brief: marker });

    const res = await fetch(`${url}/api/enquiries`, {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": contentType },
    });
    // Kill as soon as the answer's status line is in, before even reading its body: no graceful shutdown.
    child.kill("SIGKILL");
    expect(res.status).toBe(200);
    expect(await exited).toBe("SIGKILL");
    // The server process itself is gone (not just a wrapper).
    expect(() => process.kill(child.pid!, 0)).toThrow();

    const store = openStore(db);
    try {
      const rows = store.list({ limit: 10 });
      expect(rows).toHaveLength(1);
      expect(rows[0]!.fields.project_brief).toBe(marker);
      expect(rows[0]!.formType).toBe("quote");
      expect(rows[0]!.status).toBe("accepted");
    } finally {
      store.close();
    }
  }, 30_000);
});
