/**
 * The Worker's cron sends the outbox (outbox-cron.ts), in workerd with local D1 and miniflare's
 * simulated `send_email` bindings: `MAIL` takes any message it can accept (and checks it), while
 * `REFUSING_MAIL` (vitest.workers.config.ts) may only send to an address no enquiry goes to, so
 * every send through it fails as a refused one would.
 */
import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "./index";
import type { SendEmailBinding, StructuredEmail } from "./outbox-cron";
import { multipartBody, multipartWithFiles, sampleDocument, TEST_ACCESS_KEY, VALID } from "../inbox/fixtures";
import { DOCUMENTS_FIELD } from "../../contract/enquiry-documents";
import { parseAddresses } from "../notify/settings";
import { DEFAULT_RETRY } from "../notify/worker";
import { testEnv } from "./test-env";
import { workerSettings } from "./settings";
import { acknowledgementMails } from "../../scripts/acknowledgement-mail";
import { LANGUAGE_FIELD } from "../../contract/enquiry-fields";

const env = testEnv as typeof testEnv & { MAIL: SendEmailBinding; REFUSING_MAIL: SendEmailBinding };

async function sendQuote(fields: Record<string, string> = {}): Promise<string> {
  return post(multipartBody({ access_key: TEST_ACCESS_KEY, ...VALID.quote, ...fields }));
}

const enquiryPost = ({ body, contentType }: { body: Buffer; contentType: string }) =>
  new Request("https://deltaforge.example/api/enquiries", {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "content-type": contentType, accept: "application/json" },
  });

/**
 * Posts to the Worker's handler without a ctx, so nothing is sent after the answer (index.ts): these
 * tests are about the cron, which sends what that send did not.
 */
async function post(body: { body: Buffer; contentType: string }): Promise<string> {
  const answer = await worker.fetch(enquiryPost(body), env);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { reference: string }).reference;
}

/** The enquiry's staff notification, or its acknowledgement to the enquirer. */
const outboxOf = (reference: string, kind: "notify" | "acknowledge" = "notify") =>
  env.DB.prepare(
    `SELECT o.kind, o.status, o.attempts, o.next_attempt_at AS nextAttemptAt, o.last_attempt_at AS lastAttemptAt, o.last_error AS lastError
     FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id WHERE e.reference = ? AND o.kind = ?`,
  )
    .bind(reference, kind)
    .all<{ kind: string; status: string; attempts: number; nextAttemptAt: string; lastAttemptAt: string; lastError: string | null }>();

/** The binding, with what it was given kept for the test. */
function recording(binding: SendEmailBinding) {
  const received: StructuredEmail[] = [];
  return {
    received,
    binding: {
      send(message: StructuredEmail) {
        received.push(message);
        return binding.send(message);
      },
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Worker's answer to an enquiry", () => {
  it("is followed at once by the staff notification and the acknowledgement, without waiting for the cron", async () => {
    const log = vi.spyOn(console, "log");
    const visitor = "at-once@example.net";
    const ctx = createExecutionContext();
    const answer = await worker.fetch(
      enquiryPost(multipartBody({ access_key: TEST_ACCESS_KEY, ...VALID.quote, email: visitor })),
      env,
      ctx,
    );
    expect(answer.status).toBe(200);
    const { reference } = (await answer.json()) as { reference: string };
    await waitOnExecutionContext(ctx);
    expect((await outboxOf(reference, "notify")).results).toMatchObject([{ status: "sent", attempts: 1, lastError: null }]);
    expect((await outboxOf(reference, "acknowledge")).results).toMatchObject([{ status: "sent", attempts: 1, lastError: null }]);
    // What was sent is logged, as the cron logs it (index.ts logOutbox).
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Outbox: 2 sent, 0 not sent/));
  });
});

describe("the Worker's cron", () => {
  it("sends an enquiry's staff notification through MAIL and marks it sent", async () => {
    const reference = await sendQuote();
    expect((await outboxOf(reference)).results).toMatchObject([{ kind: "notify", status: "pending", attempts: 0 }]);

    const mail = recording(env.MAIL);
    const log = vi.spyOn(console, "log");
    await worker.scheduled({}, { ...env, MAIL: mail.binding });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Outbox: [1-9]\d* sent, 0 not sent/));

    const staff = parseAddresses(env.INBOX_MAIL_TO!)!.map((a) => a.address);
    const message = mail.received.find((m) => m.subject.includes(reference));
    expect(message).toMatchObject({
      from: { email: parseAddresses(env.INBOX_MAIL_FROM!)![0]!.address },
      to: staff,
      replyTo: { email: VALID.quote.email },
    });
    expect(message!.text).toContain(VALID.quote.first_name);
    expect(message!.html).toContain(reference);
    expect((await outboxOf(reference)).results).toMatchObject([{ status: "sent", attempts: 1, lastError: null }]);

    // Sent once: the next run finds nothing due for it.
    const again = recording(env.MAIL);
    await worker.scheduled({}, { ...env, MAIL: again.binding });
    expect(again.received.filter((m) => m.subject.includes(reference))).toEqual([]);
  });

  it("attaches an enquiry's documents, read from R2, to its notification", async () => {
    const pdf = sampleDocument("pdf");
    const reference = await post(
      multipartWithFiles({ access_key: TEST_ACCESS_KEY, ...VALID.vendor }, [
        { field: DOCUMENTS_FIELD, fileName: "permit.pdf", type: "application/pdf", data: pdf },
      ]),
    );
    const mail = recording(env.MAIL);
    await worker.scheduled({}, { ...env, MAIL: mail.binding });

    const message = mail.received.find((m) => m.subject.includes(reference));
    expect(message!.text).toContain("permit.pdf");
    expect(message!.attachments).toHaveLength(1);
    expect(message!.attachments![0]).toMatchObject({ filename: "permit.pdf", type: "application/pdf", disposition: "attachment" });
    expect(new Uint8Array(message!.attachments![0]!.content)).toEqual(new Uint8Array(pdf));
    expect((await outboxOf(reference)).results).toMatchObject([{ status: "sent" }]);
  });

  it("keeps a message whose send fails, with its attempt and the next try, and sends it on a later run", async () => {
    const reference = await sendQuote();
    const before = Date.now();
    await worker.scheduled({}, { ...env, MAIL: env.REFUSING_MAIL });

    const [row] = (await outboxOf(reference)).results;
    expect(row).toMatchObject({ kind: "notify", status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/not allowed/);
    // Node's retry rules (notify/worker.ts): the first retry after firstDelayMs, with up to 10% jitter.
    const wait = Date.parse(row!.nextAttemptAt) - before;
    expect(wait).toBeGreaterThanOrEqual(DEFAULT_RETRY.firstDelayMs);
    expect(wait).toBeLessThan(DEFAULT_RETRY.firstDelayMs * 1.1 + 60_000);

    // Not due yet: a run now leaves it alone.
    await worker.scheduled({}, { ...env, MAIL: env.MAIL });
    expect((await outboxOf(reference)).results).toMatchObject([{ status: "pending", attempts: 1 }]);

    // Once due, the next run sends it.
    await env.DB.prepare(`UPDATE outbox SET next_attempt_at = ? WHERE status = 'pending'`).bind(new Date(before).toISOString()).run();
    await worker.scheduled({}, { ...env, MAIL: env.MAIL });
    expect((await outboxOf(reference)).results).toMatchObject([{ status: "sent", attempts: 2, lastError: null }]);
  });

  it("acknowledges the enquirer in the language of the page they wrote from, as well as notifying staff", async () => {
    const visitor = "ack-visitor@example.net";
    const reference = await sendQuote({ email: visitor, [LANGUAGE_FIELD]: "fr" });
    expect((await outboxOf(reference, "acknowledge")).results).toMatchObject([{ status: "pending", attempts: 0 }]);

    const mail = recording(env.MAIL);
    await worker.scheduled({}, { ...env, MAIL: mail.binding });

    const words = acknowledgementMails().fr;
    const acknowledgement = mail.received.find((m) => m.to.includes(visitor));
    expect(acknowledgement).toMatchObject({
      from: { email: parseAddresses(env.INBOX_MAIL_FROM!)![0]!.address },
      to: [visitor],
      replyTo: { email: words.email },
      headers: { "Auto-Submitted": "auto-replied" },
    });
    expect(acknowledgement!.subject).toContain(reference);
    expect(acknowledgement!.text).toContain(words.opening);
    expect(acknowledgement!.html).toContain('lang="fr"');
    // Nothing the visitor typed but the address it goes to.
    expect(acknowledgement!.text).not.toContain(VALID.quote.first_name);
    expect(mail.received.find((m) => m.subject.includes(reference) && !m.to.includes(visitor))!.to).toEqual(
      parseAddresses(env.INBOX_MAIL_TO!)!.map((a) => a.address),
    );
    expect((await outboxOf(reference, "acknowledge")).results).toMatchObject([{ status: "sent", attempts: 1 }]);
    expect((await outboxOf(reference, "notify")).results).toMatchObject([{ status: "sent", attempts: 1 }]);
  });

  it("acknowledges one address at most INBOX_ACK_PER_ADDRESS times an hour; staff hear of every enquiry", async () => {
    const visitor = "Busy.Visitor@example.org";
    const { INBOX_ACK_PER_ADDRESS: perAddress } = workerSettings(env);
    const references: string[] = [];
    // Any letter case is the same address.
    for (let i = 0; i <= perAddress; i++) references.push(await sendQuote({ email: i % 2 ? visitor.toLowerCase() : visitor }));

    const mail = recording(env.MAIL);
    await worker.scheduled({}, { ...env, MAIL: mail.binding });

    const acknowledged = mail.received.filter((m) => m.to.some((to) => to.toLowerCase() === visitor.toLowerCase()));
    expect(acknowledged).toHaveLength(perAddress);
    const staff = parseAddresses(env.INBOX_MAIL_TO!)!.map((a) => a.address);
    for (const reference of references) {
      expect(mail.received.filter((m) => m.subject.includes(reference) && m.to.join() === staff.join())).toHaveLength(1);
    }
    expect((await outboxOf(references.at(-1)!, "acknowledge")).results).toEqual([]);
  });

  it("reports the outbox's backlog in /api/health, read from D1, as Node reports it", async () => {
    const health = async () => {
      const answer = await SELF.fetch("https://deltaforge.example/api/health");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      return (
        (await answer.json()) as { notifications: { state: string; unsent: number; failed: number; oldestUnsentSeconds: number | null } }
      ).notifications;
    };
    await worker.scheduled({}, { ...env, MAIL: env.MAIL });
    expect(await health()).toEqual({ state: "on", unsent: 0, failed: 0, oldestUnsentSeconds: null });

    // A notification and an acknowledgement waiting.
    await sendQuote({ email: "health-check@example.net" });
    expect(await health()).toMatchObject({ state: "on", unsent: 2, failed: 0, oldestUnsentSeconds: expect.any(Number) });

    await worker.scheduled({}, { ...env, MAIL: env.MAIL });
    expect(await health()).toEqual({ state: "on", unsent: 0, failed: 0, oldestUnsentSeconds: null });
  });
});
