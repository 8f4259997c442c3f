/**
 * One enquiry per submission id, over real HTTP on a real SQLite file with a real SMTP server: a
 * form's own post replayed (a retry after a timeout, the offline queue), a double click's posts
 * arriving together, a repeat after a restart. Each gets the first answer; one row, one mail.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { SUBMISSION_ID } from "../../contract/enquiry-fields";
import { loadConfig } from "../config";
import { startServer, type RunningServer } from "../start";
import { freePort, tempDir } from "../test-helpers";
import { createOutbox } from "../notify/outbox";
import { startTestSmtp } from "../notify/test-smtp";
import { multipartBody, TEST_ACCESS_KEY, VALID } from "./fixtures";
import { ENQUIRY_WORDS_EN } from "../../contract/enquiry-words-en";

const ANSWERS = ENQUIRY_WORDS_EN.answers;

const tmp = tempDir();
afterAll(() => tmp.cleanup());
mkdirSync(path.join(tmp.dir, "build/client"), { recursive: true });

async function start(env: Record<string, string> = {}): Promise<RunningServer> {
  const config = loadConfig(
    { PORT: "0", INBOX_ACCESS_KEY: TEST_ACCESS_KEY, INBOX_RATE_LIMIT: "3", INBOX_DB: "inbox.sqlite", ...env },
    tmp.dir,
  );
  return startServer(config, { log: () => {} });
}

async function post(server: RunningServer, fields: Record<string, string>, accept = "application/json") {
  const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...fields });
  const res = await fetch(`${server.url}/api/enquiries`, {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "content-type": contentType, accept },
    redirect: "manual",
  });
  return { status: res.status, text: await res.text(), location: res.headers.get("location") };
}

describe("one copy of each enquiry", { timeout: 30_000 }, () => {
  it("stores a replayed, a doubled and a restarted repeat once, answers each as the first, mails once", async () => {
    const smtp = await startTestSmtp(await freePort());
    const mail = {
      INBOX_SMTP_URL: smtp.url(),
      INBOX_MAIL_FROM: "website@deltaforge.example",
      INBOX_MAIL_TO: "enquiries@deltaforge.example",
    };
    let server = await start(mail);
    try {
      const replayed = { ...VALID.quote, [SUBMISSION_ID]: "replayed-0123456789abcdef" };
      const answers = [];
      // The form's own post sent four times (the four rows).
      for (let i = 0; i < 4; i++) answers.push(await post(server, replayed));
      // The same answer each time, the first enquiry's reference included.
      const { reference } = JSON.parse(answers[0]!.text) as { reference: string };
      expect(reference).toMatch(/^DF-Q-\d{4}-\d{5}$/);
      expect(new Set(answers.map((a) => `${a.status} ${a.text}`))).toEqual(
        new Set([`200 ${JSON.stringify({ success: true, message: ANSWERS.received, reference })}`]),
      );
      expect(server.store.count()).toBe(1);

      // A double click: both posts in flight at once, committed in one batch.
      const doubled = { ...VALID.partner, [SUBMISSION_ID]: "doubled-0123456789abcdef" };
      const both = await Promise.all([post(server, doubled), post(server, doubled)]);
      expect(both.map((a) => a.status)).toEqual([200, 200]);
      expect(server.store.count()).toBe(2);

      // Repeats do not use the visitor's quota (3 a minute here): a new enquiry is still accepted.
      expect((await post(server, { ...VALID.vendor, [SUBMISSION_ID]: "third-0123456789abcdef" })).status).toBe(200);

      // After a restart, the same id is still known; a browser's own post ends on the same page.
      await server.close(0);
      server = await start(mail);
      const again = await post(server, { ...replayed, redirect: "/enquiry-sent" }, "text/html");
      const firstPage = await post(
        server,
        { ...VALID.quote, redirect: "/enquiry-sent", [SUBMISSION_ID]: "fresh-0123456789abcdef" },
        "text/html",
      );
      expect(again.status).toBe(firstPage.status);
      expect(again.location).toBe(`/enquiry-sent?reference=${reference}`);
      expect(firstPage.location).toMatch(/^\/enquiry-sent\?reference=DF-Q-\d{4}-\d{5}$/);
      expect(server.store.count()).toBe(4);

      // One notification queued per enquiry, and each sent.
      expect(server.store.db.prepare("SELECT COUNT(*) AS n FROM outbox").get()).toEqual({ n: 4 });
      await smtp.waitFor(4);
      await vi.waitFor(() => expect(createOutbox(server.store.db).backlog()).toMatchObject({ unsent: 0, failed: 0 }));

      // Without an id (no script), each post is its own enquiry, as before.
      await post(server, VALID.quote);
      await post(server, VALID.quote);
      expect(server.store.count()).toBe(6);
    } finally {
      await server.close(0);
      await smtp.close();
    }
  });
});
