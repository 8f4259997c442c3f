/**
 * The mail server is down while enquiries arrive and while the inbox restarts, then comes back:
 * every notification is delivered, none twice, and the enquiries' answers never waited for it.
 * Also a refusal: kept as failed after its attempts, shown with its error, sent after `resend`.
 * Real SMTP server (smtp-server), real SQLite files; the retry schedule is shortened.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { multipartBody, TEST_ACCESS_KEY, VALID } from "../inbox/fixtures";
import { startServer, type RunningServer } from "../start";
import { freePort, tempDir } from "../test-helpers";
import { createOutbox, type OutboxEntry } from "./outbox";
import { runOutboxCommand } from "./outbox-cli";
import { startTestSmtp, type TestSmtp } from "./test-smtp";
import type { RetryPolicy } from "./worker";

const FAST_RETRY: RetryPolicy = { firstDelayMs: 100, maxDelayMs: 400, giveUpAfterMs: 60_000, permanentAttempts: 3 };
const tmp = tempDir();
afterAll(() => tmp.cleanup());

const servers: RunningServer[] = [];
const smtps: TestSmtp[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const s of smtps.splice(0)) await s.close();
});

function start(dir: string, smtpUrl: string): Promise<RunningServer> {
  mkdirSync(path.join(dir, "build/client"), { recursive: true });
  const config = loadConfig(
    {
      PORT: "0",
      INBOX_ACCESS_KEY: TEST_ACCESS_KEY,
      INBOX_RATE_LIMIT: "0",
      INBOX_DB: "inbox.sqlite",
      INBOX_SMTP_URL: smtpUrl,
      INBOX_MAIL_FROM: "website@deltaforge.example",
      INBOX_MAIL_TO: "enquiries@deltaforge.example",
    },
    dir,
  );
  return startServer(config, { log: () => {}, mailRetry: FAST_RETRY }).then((s) => {
    servers.push(s);
    return s;
  });
}

async function post(server: RunningServer, brief: string): Promise<number> {
  const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...VALID.quote, project_brief: brief });
  const res = await fetch(`${server.url}/api/enquiries`, {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "content-type": contentType },
  });
  return res.status;
}

async function until(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const entries = (server: RunningServer): OutboxEntry[] =>
  server.store.db
    .prepare("SELECT id FROM outbox ORDER BY id")
    .all()
    .map((r) => createOutbox(server.store.db).get((r as { id: number }).id)!);

describe("a mail server outage", () => {
  it("delivers every notification once the server is back, through a restart of the inbox, none twice", async () => {
    const dir = path.join(tmp.dir, "outage");
    const smtp = await startTestSmtp(await freePort(), { listen: false });
    smtps.push(smtp);
    let server = await start(dir, smtp.url());

    const statuses = await Promise.all([1, 2, 3, 4, 5].map((i) => post(server, `outage-${i}`)));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // Every message has been tried and retried while the server is down.
    await until(() => entries(server).every((e) => e.attempts >= 2 && e.status === "pending"), "retries during the outage");
    expect(entries(server)[0]!.lastError).toMatch(/ECONNREFUSED/);
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { notifications: Record<string, unknown> };
    expect(health.notifications).toMatchObject({ state: "on", unsent: 5, failed: 0 });
    expect(health.notifications.oldestUnsentSeconds).toBeGreaterThanOrEqual(0);
    const listed = runOutboxCommand("outbox", [], server.store.file, {});
    expect(listed.output).toMatch(/pending .*ECONNREFUSED/);

    // The inbox restarts during the outage; one more enquiry arrives after the restart.
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    server = await start(dir, smtp.url());
    expect(await post(server, "outage-6")).toBe(200);

    await smtp.up();
    await smtp.waitFor(6);
    await until(() => entries(server).every((e) => e.status === "sent"), "every row marked sent");
    // Nothing more arrives: each notification exactly once.
    await new Promise((r) => setTimeout(r, 500));
    const briefs = smtp.received.map((r) => /Project brief: (outage-\d)/.exec(r.mail.text ?? "")?.[1]).sort();
    expect(briefs).toEqual(["outage-1", "outage-2", "outage-3", "outage-4", "outage-5", "outage-6"]);
    expect(new Set(smtp.received.map((r) => r.mail.messageId)).size).toBe(6);

    const rows = entries(server);
    const retried = rows.reduce((sum, e) => sum + e.attempts - 1, 0);
    console.log(
      `[outage] sent ${rows.filter((e) => e.status === "sent").length}, retried ${retried} times in all, failed ${rows.filter((e) => e.status === "failed").length}, delivered ${smtp.received.length}`,
    );
    expect(rows.filter((e) => e.status === "failed")).toHaveLength(0);
  }, 60_000);
});

describe("a refusal", () => {
  it("is tried a few times, kept as failed with its error, and sent after resend", async () => {
    const dir = path.join(tmp.dir, "refusal");
    const smtp = await startTestSmtp(await freePort());
    smtps.push(smtp);
    smtp.behaviour = { delayMs: 0, refuse: { code: 550, message: "5.1.1 Mailbox unavailable" } };
    const server = await start(dir, smtp.url());
    expect(await post(server, "refused-1")).toBe(200);

    await until(() => entries(server)[0]?.status === "failed", "the row to fail");
    const [failed] = entries(server);
    expect(failed).toMatchObject({ status: "failed", attempts: FAST_RETRY.permanentAttempts });
    expect(failed!.lastError).toMatch(/550 .*Mailbox unavailable/);
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { notifications: unknown };
    expect(health.notifications).toEqual({ state: "on", unsent: 0, failed: 1, oldestUnsentSeconds: null });
    const listed = runOutboxCommand("outbox", [], server.store.file, {});
    expect(listed.output).toMatch(
      new RegExp(`^${failed!.id} +${failed!.enquiryId} +notification +failed +3 .*550 .*Mailbox unavailable`, "m"),
    );

    smtp.behaviour = { delayMs: 0, refuse: null };
    const resend = runOutboxCommand("resend", [String(failed!.id)], server.store.file, {});
    expect(resend).toMatchObject({ exitCode: 0, output: expect.stringMatching(/queued again/) });
    server.notifications.wake(); // the worker would find it within its poll interval anyway
    await smtp.waitFor(1);
    await until(() => entries(server)[0]?.status === "sent", "the resent row to be sent");
    expect(smtp.received).toHaveLength(1);
    expect(runOutboxCommand("resend", ["999"], server.store.file, {}).exitCode).toBe(1);
  }, 30_000);

  it("of a temporary kind (4xx) is retried past the refusal's attempts until it is accepted", async () => {
    const dir = path.join(tmp.dir, "temporary");
    const smtp = await startTestSmtp(await freePort());
    smtps.push(smtp);
    smtp.behaviour = { delayMs: 0, refuse: { code: 451, message: "4.3.0 Try again later" } };
    const server = await start(dir, smtp.url());
    expect(await post(server, "temporary-1")).toBe(200);
    await until(() => (entries(server)[0]?.attempts ?? 0) > FAST_RETRY.permanentAttempts, "more attempts than a refusal gets");
    expect(entries(server)[0]).toMatchObject({
      status: expect.stringMatching(/pending|sending/),
      lastError: expect.stringMatching(/451 .*Try again later/),
    });
    smtp.behaviour = { delayMs: 0, refuse: null };
    await smtp.waitFor(1);
    await until(() => entries(server)[0]?.status === "sent", "the row to be sent");
    expect(smtp.received).toHaveLength(1);
  }, 30_000);

  it("of the credentials is retried, and the password never shows", async () => {
    const dir = path.join(tmp.dir, "credentials");
    const smtp = await startTestSmtp(await freePort());
    smtps.push(smtp);
    const server = await start(dir, smtp.url("notify", "wrong-Pa55word"));
    expect(await post(server, "credentials-1")).toBe(200);
    await until(() => (entries(server)[0]?.attempts ?? 0) > FAST_RETRY.permanentAttempts, "more attempts than a refusal gets");
    const [row] = entries(server);
    expect(row!.status).not.toBe("failed");
    expect(row!.lastError).toMatch(/EAUTH 535/);
    const shown = [
      JSON.stringify(await (await fetch(`${server.url}/api/health`)).json()),
      runOutboxCommand("outbox", [], server.store.file, {}).output,
      row!.lastError,
    ].join("\n");
    expect(shown).not.toContain("wrong-Pa55word");
    expect(smtp.received).toHaveLength(0);
  }, 30_000);
});
