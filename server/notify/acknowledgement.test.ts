/**
 * Acknowledgements end to end, in process: the real server (HTTP, SQLite file) with the words the
 * build writes from the real content files, a real SMTP server (smtp-server), and mailparser
 * reading back what arrived. The reference, the form, what happens next and the numbers; nothing the
 * visitor typed; at most 3 an hour to an address and the domain's limit; per form on or off; none
 * for spam or without the words.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { ACKNOWLEDGEMENT_FILE } from "../../contract/acknowledgement";
import { acknowledgementMails } from "../../scripts/acknowledgement-mail";
import { LANGUAGE_FIELD } from "../../contract/enquiry-fields";
import { loadConfig } from "../config";
import { multipartBody, TEST_ACCESS_KEY, VALID } from "../inbox/fixtures";
import { startServer, type RunningServer } from "../start";
import { freePort, tempDir } from "../test-helpers";
import { createOutbox } from "./outbox";
import { startTestSmtp, type TestSmtp } from "./test-smtp";

const tmp = tempDir();
afterAll(() => tmp.cleanup());
const mails = acknowledgementMails();
const words = mails.en;

let n = 0;
let smtp: TestSmtp | undefined;
let server: RunningServer | undefined;
const logs: string[] = [];
afterEach(async () => {
  await server?.close();
  await smtp?.close();
  logs.length = 0;
});

async function start(env: Record<string, string> = {}, { withWords = true } = {}) {
  const dir = path.join(tmp.dir, `run-${++n}`);
  mkdirSync(path.join(dir, "build/client"), { recursive: true });
  if (withWords) writeFileSync(path.join(dir, "build", ACKNOWLEDGEMENT_FILE), JSON.stringify(mails));
  smtp = await startTestSmtp(await freePort());
  const config = loadConfig(
    {
      PORT: "0",
      INBOX_ACCESS_KEY: TEST_ACCESS_KEY,
      INBOX_RATE_LIMIT: "0",
      INBOX_DB: "inbox.sqlite",
      INBOX_SMTP_URL: smtp.url(),
      INBOX_MAIL_FROM: "Deltaforge website <website@deltaforge.example>",
      INBOX_MAIL_TO: "enquiries@deltaforge.example",
      ...env,
    },
    dir,
  );
  server = await startServer(config, { log: (line) => logs.push(line) });
  return { server, smtp };
}

async function post(fields: Record<string, string>) {
  const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...fields });
  const res = await fetch(`${server!.url}/api/enquiries`, {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "content-type": contentType },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { reference: string };
}

const drained = () =>
  vi.waitFor(() => expect(createOutbox(server!.store.db).backlog()).toMatchObject({ unsent: 0, failed: 0 }), { timeout: 10_000 });
const to = (address: string) => smtp!.received.filter((r) => r.envelope.to.includes(address));

describe("acknowledgements", { timeout: 30_000 }, () => {
  it("tell the enquirer the reference, the form, the time, what happens next and the numbers, and nothing they typed", async () => {
    await start();
    const marker = "Zq7-visitor-text";
    const { reference } = await post({
      ...VALID.quote,
      first_name: `Ada ${marker}`,
      company: `Riverline ${marker}`,
      project_brief: `Please visit ${marker} and call 0800 000 000`,
    });
    await smtp!.waitFor(2);
    const [ack] = to("adaeze@example.com");
    expect(ack, "one acknowledgement to the enquirer").toBeDefined();
    const { mail, raw, envelope } = ack!;
    expect(envelope.to).toEqual(["adaeze@example.com"]);
    expect(mail.headers.get("to")).toEqual({
      value: [{ address: "adaeze@example.com", name: "" }],
      html: expect.any(String),
      text: "adaeze@example.com",
    });
    expect(mail.subject).toBe(`We received your quote request (reference ${reference})`);
    expect(mail.replyTo?.value[0]?.address).toBe(words.email);
    expect(mail.headers.get("auto-submitted")).toBe("auto-replied");
    expect(mail.text).toContain(`Its reference is ${reference}`);
    expect(mail.text).toMatch(/We received your quote request on \w+, \d+ \w+ \d{4} at \d\d:\d\d \(Lagos time\)/);
    expect(mail.text).toContain(words.nextHeading);
    for (const step of words.next.quote) expect(mail.text).toContain(step.title);
    const quoteSteps = words.next.quote.map((s) => s.title);
    expect(mail.text).not.toContain(words.next.vendor.find((s) => !quoteSteps.includes(s.title))!.title);
    for (const phone of words.phones) expect(mail.text).toContain(phone);
    expect(mail.html).toContain(`<ol><li><strong>`);
    // Not a word of what the visitor typed, in any part or header, encoded or not.
    expect(raw).not.toContain(marker);
    expect(raw).not.toContain("Riverline");
    expect(raw).not.toContain("0800 000 000");
    // The staff notification went as before.
    expect(to("enquiries@deltaforge.example")).toHaveLength(1);
  });

  it("answer an enquiry from a French page in French; staff are told in English that it came from the French site", async () => {
    await start({ INBOX_ACKNOWLEDGE: "vendor" });
    const { reference } = await post({ ...VALID.vendor, [LANGUAGE_FIELD]: "fr" });
    await smtp!.waitFor(2);
    await drained();
    const fr = mails.fr;
    const [ack] = to(VALID.vendor.email!);
    expect(ack!.mail.subject).toBe(`Nous avons bien reçu votre ${fr.formNames.vendor} (référence ${reference})`);
    expect(ack!.mail.text).toContain(fr.opening);
    expect(ack!.mail.text).toMatch(
      new RegExp(`Nous avons bien reçu votre ${fr.formNames.vendor} le \\w+ \\d+ \\S+ \\d{4} à \\d\\d:\\d\\d \\(heure de Lagos\\)`),
    );
    expect(ack!.mail.text).toContain(fr.nextHeading);
    for (const step of fr.next.vendor) expect(ack!.mail.text).toContain(step.title);
    expect(ack!.mail.text).toContain(fr.notYou);
    expect(ack!.mail.html).toContain('<html lang="fr">');
    expect(ack!.mail.text).not.toContain(words.opening);

    const [staff] = to("enquiries@deltaforge.example");
    expect(staff!.mail.subject).toMatch(new RegExp(`^Vendor registration ${reference}: `));
    expect(staff!.mail.text).toMatch(
      new RegExp(`^New vendor registration ${reference} \\(#\\d+\\), received .*\\. Sent from the French site\\.$`, "m"),
    );
    // In English, the fields and options as the English form names them.
    expect(staff!.mail.text).toContain("Vendor category: Equipment Supply");
    expect(staff!.mail.text).not.toContain("Fourniture");
  });

  it("are at most 3 an hour to one address (any letter case) and the domain's limit; staff hear of every enquiry", async () => {
    await start({ INBOX_ACK_PER_DOMAIN: "5" });
    for (let i = 0; i < 5; i++) await post({ ...VALID.partner, email: i % 2 ? "Ngozi@LDW.example" : "ngozi@ldw.example" });
    for (let i = 0; i < 4; i++) await post({ ...VALID.partner, email: `person${i}@ldw.example` });
    await post({ ...VALID.partner, email: "someone@other.example" });
    await drained();
    const acks = smtp!.received
      .filter((r) => r.mail.headers.get("auto-submitted") === "auto-replied")
      .map((r) => r.envelope.to[0]!.toLowerCase());
    expect(acks.filter((address) => address === "ngozi@ldw.example")).toHaveLength(3);
    // 3 to Ngozi, then 2 more to the domain: its limit of 5.
    expect(acks.filter((address) => address.endsWith("@ldw.example"))).toHaveLength(5);
    expect(acks.filter((address) => address === "someone@other.example")).toHaveLength(1);
    expect(to("enquiries@deltaforge.example")).toHaveLength(10);
  });

  it("go only for the forms the setting names, never for spam, and not without the build's words", async () => {
    await start({ INBOX_ACKNOWLEDGE: "quote" });
    await post(VALID.vendor);
    await post({ ...VALID.quote, email: "trap@example.com", botcheck: "on" });
    await post(VALID.quote);
    await drained();
    expect(smtp!.received.map((r) => r.envelope.to[0]).sort()).toEqual([
      "adaeze@example.com",
      "enquiries@deltaforge.example",
      "enquiries@deltaforge.example",
    ]);
    expect(logs).toContain("Acknowledgements: on for quote, at most 3 an hour to one address and 20 to one domain.");
    await server!.close();
    await smtp!.close();

    await start({}, { withWords: false });
    expect(logs.some((line) => line.includes(`no ${ACKNOWLEDGEMENT_FILE}`))).toBe(true);
    await post(VALID.quote);
    await drained();
    expect(smtp!.received.map((r) => r.envelope.to[0])).toEqual(["enquiries@deltaforge.example"]);
  });

  it("refuse a bad setting at start-up", () => {
    expect(() => loadConfig({ INBOX_ACKNOWLEDGE: "quote,careers" }, tmp.dir)).toThrow(
      /INBOX_ACKNOWLEDGE must be "none" or a comma-separated list/,
    );
    expect(loadConfig({ INBOX_ACKNOWLEDGE: "none" }, tmp.dir).acknowledge.forms).toEqual([]);
  });
});
