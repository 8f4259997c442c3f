/**
 * kill -9 of the inbox while it is sending: the real server runs in a child process and sends to a
 * real SMTP server here, which holds the first message's data unanswered. The child is SIGKILLed
 * then, and started again on the same SQLite file: every enquiry's notification arrives; one that
 * arrives twice carries the same Message-ID both times.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { postEnquiry, VALID } from "../inbox/fixtures";
import { openStore } from "../inbox/store";
import { freePort, inboxProcesses, killHard, tempDir } from "../test-helpers";
import { createOutbox } from "./outbox";
import { startTestSmtp, type TestSmtp } from "./test-smtp";

let smtp: TestSmtp | undefined;
const tmp = tempDir();
let servers: ReturnType<typeof inboxProcesses> | undefined;
afterAll(async () => {
  servers?.killAll();
  await smtp?.close();
  tmp.cleanup();
});

describe("kill -9 while sending", () => {
  it("loses no notification; a duplicate keeps its Message-ID", async () => {
    mkdirSync(path.join(tmp.dir, "client"));
    smtp = await startTestSmtp(await freePort());
    let release!: () => void;
    let dataArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (dataArrived = resolve));
    smtp.behaviour = { delayMs: 0, refuse: null, hold: new Promise<void>((resolve) => (release = resolve)), onData: () => dataArrived() };
    servers = inboxProcesses(tmp.dir, {
      INBOX_SMTP_URL: smtp.url(),
      INBOX_MAIL_FROM: "website@deltaforge.example",
      INBOX_MAIL_TO: "enquiries@deltaforge.example",
    });
    const first = await servers.start();
    for (const brief of ["kill-1", "kill-2", "kill-3"]) {
      expect((await postEnquiry(first.url, { ...VALID.quote, project_brief: brief })).status).toBe(200);
    }

    // The first message's data is at the mail server, unanswered: kill the inbox now.
    await arrived;
    expect(await killHard(first.child)).toBe("SIGKILL");
    const inFlight = smtp.dataCount;
    // The mail server finishes what it had (as a real one does once the data is complete).
    smtp.behaviour = { delayMs: 0, refuse: null };
    release();

    const second = await servers.start();
    const requeued = Number(/(\d+) message\(s\) were being sent when the server stopped; sending again/.exec(second.output())?.[1] ?? 0);
    expect(requeued).toBeGreaterThanOrEqual(1);
    await smtp.waitFor(inFlight + 3);
    const store = openStore(servers.db, { readonly: true });
    try {
      const outbox = createOutbox(store.db);
      const end = Date.now() + 15_000;
      while (outbox.backlog().unsent > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      expect(outbox.backlog()).toEqual({ unsent: 0, failed: 0, oldestUnsentAt: null });
    } finally {
      store.close();
    }
    second.child.kill("SIGTERM");
    await second.exited;

    const byBrief = new Map<string, Set<string>>();
    for (const r of smtp.received) {
      const brief = /Project brief: (kill-\d)/.exec(r.mail.text ?? "")![1]!;
      byBrief.set(brief, (byBrief.get(brief) ?? new Set()).add(r.mail.messageId!));
    }
    // Every enquiry arrived, each under one Message-ID however many copies there are.
    expect([...byBrief.keys()].sort()).toEqual(["kill-1", "kill-2", "kill-3"]);
    for (const ids of byBrief.values()) expect(ids.size).toBe(1);
    // The held message arrived twice (its data before the kill, then again); only messages that
    // were being sent at the kill can have a second copy.
    expect(smtp.received.length).toBeGreaterThan(3);
    expect(smtp.received.length - 3).toBeLessThanOrEqual(requeued);
    console.log(
      `[kill -9] enquiries 3, data complete at the kill ${inFlight}, requeued after restart ${requeued}, delivered ${smtp.received.length}, lost 0`,
    );
  }, 60_000);
});
