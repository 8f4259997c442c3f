/**
 * Notifications end to end, in process: the real server (HTTP, SQLite file) sends to a real SMTP
 * server (smtp-server), and mailparser reads back what arrived. Content, routing per form,
 * Reply-To, header injection, the spam trap, /api/health and the CLI's view of it.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ENQUIRY_RULES } from "../../contract/enquiry-languages";
import { formRules } from "../../contract/enquiry-words";
import { loadConfig } from "../config";
import { multipartBody, TEST_ACCESS_KEY, VALID } from "../inbox/fixtures";
import { startServer, type RunningServer } from "../start";
import { freePort, tempDir } from "../test-helpers";
import { createOutbox } from "./outbox";
import { runOutboxCommand } from "./outbox-cli";
import { SMTP_PASS, SMTP_USER, startTestSmtp, type TestSmtp } from "./test-smtp";
import { releaseFromSpam } from "../inbox/release";

/**
 * The mail thread marks a message sent once the SMTP server has accepted it, so the server can hold
 * the message a moment before the outbox says so.
 */
const outboxDrained = (server: RunningServer) =>
  vi.waitFor(() => expect(createOutbox(server.store.db).backlog()).toMatchObject({ unsent: 0, failed: 0 }), { timeout: 5000 });

const tmp = tempDir();
afterAll(() => tmp.cleanup());

let n = 0;
async function start(env: Record<string, string>): Promise<RunningServer> {
  const dir = path.join(tmp.dir, `run-${++n}`);
  mkdirSync(path.join(dir, "build/client"), { recursive: true });
  const config = loadConfig({ PORT: "0", INBOX_ACCESS_KEY: TEST_ACCESS_KEY, INBOX_RATE_LIMIT: "0", INBOX_DB: "inbox.sqlite", ...env }, dir);
  return startServer(config, { log: () => {} });
}

async function post(server: RunningServer, fields: Record<string, string>) {
  const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...fields });
  const res = await fetch(`${server.url}/api/enquiries`, {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "content-type": contentType },
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; reference?: string } };
}

describe("mail notifications", () => {
  let smtp: TestSmtp;
  let server: RunningServer;
  beforeEach(async () => {
    smtp = await startTestSmtp(await freePort());
    server = await start({
      INBOX_SMTP_URL: smtp.url(),
      INBOX_MAIL_FROM: "Deltaforge website <website@deltaforge.example>",
      INBOX_MAIL_TO: "enquiries@deltaforge.example, md@deltaforge.example",
      INBOX_MAIL_TO_VENDOR: "procurement@deltaforge.example",
    });
  });
  afterEach(async () => {
    await server.close();
    await smtp.close();
  });

  it("mails a quote to every recipient with each field, its label, Reply-To and the Lagos time", async () => {
    const answer = await post(server, VALID.quote);
    expect(answer.status).toBe(200);
    await smtp.waitFor(1);
    const [{ envelope, user, mail }] = smtp.received as [(typeof smtp.received)[number]];
    expect(user).toBe(SMTP_USER);
    expect(envelope.from).toBe("website@deltaforge.example");
    expect(envelope.to.sort()).toEqual(["enquiries@deltaforge.example", "md@deltaforge.example"]);
    const [row] = server.store.list({ limit: 1 });
    expect(row!.reference).toMatch(/^DF-Q-\d{4}-\d{5}$/);
    expect(answer.body.reference).toBe(row!.reference);
    expect(mail.subject).toBe(`Quote request ${row!.reference}: Niger Delta Gas Ltd (Adaeze Okonkwo)`);
    expect(mail.replyTo?.value).toEqual([{ name: "Adaeze Okonkwo", address: "adaeze@example.com" }]);
    expect(mail.messageId).toMatch(new RegExp(`^<\\d{8}T\\d+Z\\.enquiry-${row!.id}\\.outbox-\\d+@deltaforge\\.example>$`));
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    for (const rule of formRules("quote", ENQUIRY_RULES.en)) expect(mail.text).toContain(`${rule.label}:`);
    expect(mail.text).toContain("Service needed: Engineering Services");
    expect(mail.text).toContain("Project brief: Tank farm inspection, Calabar, Q3.");
    // Received at a UTC instant, shown one hour later in Lagos (WAT, UTC+1, no summer time).
    const lagosHour = String((new Date(row!.receivedAt).getUTCHours() + 1) % 24).padStart(2, "0");
    expect(mail.text).toMatch(
      new RegExp(`${row!.reference} \\(#${row!.id}\\), received \\w+, \\d+ \\w+ \\d{4} at ${lagosHour}:\\d\\d \\(Lagos time\\)`),
    );
    expect(mail.html).toContain('<th scope="row"');
    expect(mail.html).toContain("Engineering Services");
    expect(mail.html).not.toMatch(/<img|<link|<script|src=|url\(/i);
  });

  it("sends each form to its own recipients and names its contact person", async () => {
    expect((await post(server, VALID.vendor)).status).toBe(200);
    expect((await post(server, VALID.partner)).status).toBe(200);
    await smtp.waitFor(2);
    const vendor = smtp.received.find((r) => r.mail.subject?.startsWith("Vendor registration"))!;
    const partner = smtp.received.find((r) => r.mail.subject?.startsWith("Partnership request"))!;
    expect(vendor.envelope.to).toEqual(["procurement@deltaforge.example"]);
    expect(vendor.mail.subject).toMatch(/: Warri Valves & Fittings \(Tunde Bello\)$/);
    expect(vendor.mail.text).toContain("I can provide supporting documents when asked: Yes");
    expect(vendor.mail.text).toContain("Vendor category: Equipment Supply");
    expect(partner.envelope.to.sort()).toEqual(["enquiries@deltaforge.example", "md@deltaforge.example"]);
    expect(partner.mail.replyTo?.value[0]?.address).toBe("ngozi@ldw.example");
    for (const rule of formRules("vendor", ENQUIRY_RULES.en)) expect(vendor.mail.text).toContain(`${rule.label}:`);
  });

  it("keeps submitted text out of the headers and escapes it in the HTML (of markup kept as spam, then released)", async () => {
    const answer = await post(server, {
      ...VALID.quote,
      first_name: "Eve\r\nBcc: victim@evil.example",
      last_name: "X\nSubject: hijacked",
      company: "<script>alert(1)</script>\r\nX-Injected: yes",
      project_brief: "Line one\r\n.\r\nBcc: nobody@evil.example\r\n<img src=https://evil.example/t.png>\u202eevil",
    });
    expect(answer.status).toBe(200);
    const [row] = server.store.list({ limit: 1 });
    expect(row).toMatchObject({ status: "spam", spamReason: "markup in company" });
    expect(releaseFromSpam(server.store, row!.id)).toMatchObject({ released: true, notified: true });
    server.notifications.wake();
    await smtp.waitFor(1);
    const { envelope, mail, raw } = smtp.received[0]!;
    expect(envelope.to.sort()).toEqual(["enquiries@deltaforge.example", "md@deltaforge.example"]);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
    const headerBlock = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(headerBlock).not.toMatch(/^(Bcc|X-Injected|Subject: hijacked)/im);
    expect(mail.subject).toContain("<script>alert(1)</script> X-Injected: yes");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("<img");
    expect(mail.text).not.toContain("\u202e");
    expect(mail.text).toContain("  .\n  Bcc: nobody@evil.example");
  });

  it("stores a submission caught by the spam trap without mailing it", async () => {
    expect((await post(server, { ...VALID.quote, botcheck: "on", project_brief: "spam" })).status).toBe(200);
    expect((await post(server, VALID.partner)).status).toBe(200);
    await smtp.waitFor(1);
    expect(
      server.store
        .list({ limit: 5 })
        .map((e) => e.status)
        .sort(),
    ).toEqual(["accepted", "spam"]);
    await outboxDrained(server);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.map((r) => r.mail.subject)).toEqual([expect.stringMatching(/^Partnership request/)]);
  });

  it("reports the backlog in /api/health without addresses or credentials, and the CLI lists nothing unsent", async () => {
    expect((await post(server, VALID.quote)).status).toBe(200);
    await smtp.waitFor(1);
    await outboxDrained(server);
    const res = await fetch(`${server.url}/api/health`);
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toEqual({
      ok: true,
      inbox: "writable",
      notifications: { state: "on", unsent: 0, failed: 0, oldestUnsentSeconds: null },
    });
    expect(text).not.toContain("@");
    expect(text).not.toContain(SMTP_PASS);
    const cli = runOutboxCommand("outbox", [], server.store.file, {});
    expect(cli.output).toMatch(/^Notifications: on since /);
    expect(cli.output).toContain("The outbox is empty");
  });
});

describe("without SMTP settings", () => {
  it("stores as before, queues nothing and says nobody is notified", async () => {
    const server = await start({});
    try {
      const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...VALID.quote });
      const res = await fetch(`${server.url}/api/enquiries`, {
        method: "POST",
        body: new Uint8Array(body),
        headers: { "content-type": contentType },
      });
      expect(res.status).toBe(200);
      expect(server.store.count()).toBe(1);
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as { notifications: { state: string; message: string } };
      expect(health.notifications).toEqual({ state: "off", message: expect.stringMatching(/nobody is notified/i) });
      const cli = runOutboxCommand("outbox", [], server.store.file, {});
      expect(cli.output).toMatch(/^Notifications: OFF since .*nobody is notified/);
    } finally {
      await server.close();
    }
  });
});
