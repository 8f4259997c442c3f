/**
 * The Worker's cron deletes what the privacy notice says it deletes (storage/d1-retention.ts), in
 * workerd with local D1 and R2: enquiries past the retention period with everything that belongs to
 * them, and documents in R2 that no row names, once they are an hour old.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "./index";
import { testEnv as env } from "./test-env";
import { workerSettings } from "./settings";
import { multipartWithFiles, sampleDocument, TEST_ACCESS_KEY, VALID } from "../inbox/fixtures";
import { DOCUMENTS_FIELD } from "../../contract/enquiry-documents";
import { DEFAULT_RETENTION_DAYS } from "../../contract/personal-data";
import { documentKey } from "../storage/d1-intake";
import { ORPHAN_AGE_MS } from "../storage/d1-retention";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A vendor registration with one document; its reference. */
async function sendVendor(): Promise<string> {
  const { body, contentType } = multipartWithFiles({ access_key: TEST_ACCESS_KEY, ...VALID.vendor }, [
    { field: DOCUMENTS_FIELD, fileName: "permit.pdf", type: "application/pdf", data: sampleDocument("pdf") },
  ]);
  const answer = await SELF.fetch("https://deltaforge.example/api/enquiries", {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "content-type": contentType, accept: "application/json" },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { reference: string }).reference;
}

/** What is left of an enquiry: its row, its rows in other tables, its documents' objects. */
async function remains(reference: string) {
  const count = (sql: string) =>
    env.DB.prepare(sql)
      .bind(reference)
      .first<{ n: number }>()
      .then((r) => r!.n);
  return {
    enquiry: await count(`SELECT COUNT(*) AS n FROM enquiries WHERE reference = ?`),
    documents: await count(`SELECT COUNT(*) AS n FROM enquiry_documents d JOIN enquiries e ON e.id = d.enquiry_id WHERE e.reference = ?`),
    // Cascaded rows are counted by the enquiry's id, kept before the purge.
    objects: (await env.DOCUMENTS.get(documentKey(reference, 0))) === null ? 0 : 1,
  };
}

const ageBy = (reference: string, days: number) =>
  env.DB.prepare(`UPDATE enquiries SET received_at = ? WHERE reference = ?`)
    .bind(new Date(Date.now() - days * DAY_MS).toISOString(), reference)
    .run();

const rowsOfEnquiry = async (id: number) => {
  const n = (table: string) =>
    env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE enquiry_id = ?`)
      .bind(id)
      .first<{ n: number }>()
      .then((r) => r!.n);
  return { outbox: await n("outbox"), documents: await n("enquiry_documents") };
};

describe("the Worker's cron, retention", () => {
  it("keeps enquiries the privacy notice's number of days, then deletes them with their rows and their documents in R2", async () => {
    const days = workerSettings(env).INBOX_RETENTION_DAYS;
    // Unless a var says otherwise, the number the privacy notice states (contract/personal-data.ts).
    expect(days).toBe(DEFAULT_RETENTION_DAYS);
    const expired = await sendVendor();
    const kept = await sendVendor();
    await ageBy(expired, days + 1);
    await ageBy(kept, days - 1);
    const { id } = (await env.DB.prepare(`SELECT id FROM enquiries WHERE reference = ?`).bind(expired).first<{ id: number }>())!;
    expect(await rowsOfEnquiry(id)).toEqual({ outbox: 2, documents: 1 });

    await worker.scheduled({}, env);

    expect(await remains(expired)).toEqual({ enquiry: 0, documents: 0, objects: 0 });
    expect(await rowsOfEnquiry(id)).toEqual({ outbox: 0, documents: 0 });
    expect(await remains(kept)).toEqual({ enquiry: 1, documents: 1, objects: 1 });
  });

  it("sweeps a document's object that has no row once it is an hour old, and never one whose row exists", async () => {
    const stored = await sendVendor();
    // As a Worker stopped between putting the documents and the enquiry's batch leaves them.
    const orphan = documentKey("Q-2026-990001", 0);
    await env.DOCUMENTS.put(orphan, new Uint8Array([37, 80, 68, 70]));

    // Within the hour it may be an enquiry still being stored: left alone.
    await worker.scheduled({ scheduledTime: Date.now() + ORPHAN_AGE_MS / 2 }, env);
    expect(await env.DOCUMENTS.get(orphan)).not.toBeNull();

    await worker.scheduled({ scheduledTime: Date.now() + ORPHAN_AGE_MS + 60_000 }, env);
    expect(await env.DOCUMENTS.get(orphan)).toBeNull();
    expect(await remains(stored)).toEqual({ enquiry: 1, documents: 1, objects: 1 });
  });
});
