/**
 * The privacy notice's retention kept by the Node server itself: the real server process on a real
 * SQLite file purges at start-up, and the schedule repeats and survives a failed run.
 */
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_RETENTION_DAYS } from "../../contract/personal-data";
import { retentionCutoff } from "../storage/retention";
import { inboxServerEnv, spawnServer, tempDir } from "../test-helpers";
import { VALID } from "./fixtures";
import { scheduleRetention } from "./retention-schedule";
import { openStore, type OpenedStore } from "./store";

const DAY = 24 * 60 * 60 * 1000;

/** An enquiry received `offsetDays` after the retention's cutoff (negative: before it, so past the period). */
function addAround(store: OpenedStore, offsetDays: number, email: string, days = DEFAULT_RETENTION_DAYS) {
  store.insert({
    formType: "quote",
    status: "accepted",
    clientAddress: "192.0.2.7",
    fields: { ...VALID.quote, email },
    receivedAt: new Date(retentionCutoff(days).getTime() + offsetDays * DAY),
  });
}

const emails = (file: string) => {
  const store = openStore(file, { readonly: true });
  try {
    return store.list().map((e) => e.fields.email);
  } finally {
    store.close();
  }
};

describe("retention on the Node server", () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it("deletes enquiries past INBOX_RETENTION_DAYS when it starts, and keeps recent ones", { timeout: 30_000 }, async () => {
    const db = path.join(tmp.dir, "start.sqlite");
    const store = openStore(db);
    addAround(store, -1, "past@example.com");
    addAround(store, 1, "recent@example.com");
    store.close();

    // The default period (the privacy notice's), as a deployment without the variable has it.
    const server = await spawnServer(inboxServerEnv(tmp.dir, db));
    try {
      expect(emails(db)).toEqual(["recent@example.com"]);
      expect(server.output()).toMatch(
        new RegExp(`Retention: Purged 1 enquiry received before \\S+ \\(older than ${DEFAULT_RETENTION_DAYS} days\\)`),
      );
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    server.watch.assertHealthy();
  });

  it("purges again on its timer, a chunk at a time, and logs a failed run instead of throwing", async () => {
    const db = path.join(tmp.dir, "timer.sqlite");
    const store = openStore(db);
    const lines: string[] = [];
    const schedule = scheduleRetention(store, 30, (line) => lines.push(line), { everyMs: 20, chunk: 2 });
    try {
      expect(lines).toEqual([expect.stringMatching(/^Retention: Purged 0 enquiries .*older than 30 days/)]);
      // Five past the period: three chunks of two, one run.
      for (let i = 0; i < 5; i++) addAround(store, -2 - i, `past-${i}@example.com`, 30);
      addAround(store, 2, "recent@example.com", 30);
      // The busy shared machine may hold a 20 ms timer back for a while.
      await vi.waitFor(() => expect(lines).toContainEqual(expect.stringMatching(/^Retention: Purged 5 enquiries /)), { timeout: 10_000 });
      expect(store.list().map((e) => e.fields.email)).toEqual(["recent@example.com"]);
      schedule.close();
      // The chunk is a real limit: two of three go.
      for (let i = 0; i < 3; i++) addAround(store, -2, `later-${i}@example.com`, 30);
      expect(store.purgeBefore(retentionCutoff(30), 2)).toBe(2);
    } finally {
      schedule.close();
      store.close();
    }

    // A store that cannot delete (here: opened read-only) makes a logged run, not an exception.
    const readonly = openStore(db, { readonly: true });
    const failed: string[] = [];
    scheduleRetention(readonly, 30, (line) => failed.push(line)).close();
    readonly.close();
    expect(failed).toEqual([expect.stringMatching(/^Retention: the purge of enquiries older than 30 days failed after 0 \(.*read-only/)]);
  });
});
