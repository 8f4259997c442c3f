/**
 * Durability: a success answer means the row is on disk. Spawn the real server, post one enquiry,
 * SIGKILL the process the moment the success answer arrives, then read the row back.
 */
import { afterAll, describe, expect, it } from "vitest";
import { inboxProcesses, killHard, tempDir } from "../test-helpers";
import { postEnquiry, VALID } from "./fixtures";
import { openStore } from "./store";

describe("crash durability", () => {
  const tmp = tempDir();
  const servers = inboxProcesses(tmp.dir);
  afterAll(() => {
    servers.killAll();
    tmp.cleanup();
  });

  it("keeps an answered enquiry when the process is killed right after answering", async () => {
    const { child, url } = await servers.start();
    const marker = `crash-test-${process.pid}-${Date.now()}`;

    const res = await postEnquiry(url, { ...VALID.quote, project_brief: marker });
    // Kill as soon as the answer's status line is in, before even reading its body: no graceful shutdown.
    const killed = killHard(child);
    expect(res.status).toBe(200);
    expect(await killed).toBe("SIGKILL");
    // The server process itself is gone (not just a wrapper).
    expect(() => process.kill(child.pid!, 0)).toThrow();

    const store = openStore(servers.db);
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
