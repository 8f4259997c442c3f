/**
 * The enquiry intake's tests, written once and run against both runtimes through a small
 * fetch-like adapter: the Node server over a real socket with a real SQLite file
 * (intake-node.test.ts) and the Worker in workerd with local D1 and R2 (server/worker/intake.test.ts).
 */
import { describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS, DOCUMENTS_FIELD } from "../../contract/enquiry-documents";
import { isReference } from "../../contract/enquiry-reference";
import { SUBMISSION_ID } from "../../contract/enquiry-fields";
import { REFERENCE_PARAM } from "../../contract/enquiry-reference";
import { paths } from "../../contract/site-paths";
import { multipartBody, multipartWithFiles, sampleDocument, TEST_ACCESS_KEY, VALID } from "../inbox/fixtures";

export interface StoredRow {
  id: number;
  reference: string;
  form_type: string;
  fields: string;
}

export interface StoredDocument {
  enquiryId: number;
  fileName: string;
  contentType: string;
  size: number;
  bytes: Uint8Array;
}

/** What the tests need of a runtime: send a request to its /api/enquiries, and read what it stored. */
export interface IntakeTarget {
  /** The origin requests go to (the Node server's, the Worker's). */
  origin: string;
  /** Posts to its /api/enquiries, following no redirect. */
  post(body: Uint8Array<ArrayBuffer> | string, contentType: string, headers?: Record<string, string>): Promise<Response>;
  /** Every stored enquiry, oldest first. */
  enquiries(): Promise<StoredRow[]>;
  /** Every stored document with its bytes, wherever the runtime keeps them (a BLOB, R2). */
  documents(): Promise<StoredDocument[]>;
}

const multipart = (fields: Record<string, string>) => {
  const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...fields });
  return [new Uint8Array(body), contentType] as const;
};

const MB = 1024 * 1024;

export function describeIntake(runtime: string, target: () => IntakeTarget): void {
  describe(`enquiry intake on ${runtime}`, () => {
    it("stores a valid enquiry once with its reference, and answers a repeat of its submission with the same one", async () => {
      const before = (await target().enquiries()).length;
      const fields = { ...VALID.quote, [SUBMISSION_ID]: "intake-contract-0001" };
      const first = await target().post(...multipart(fields));
      expect(first.status).toBe(200);
      const answer = (await first.json()) as { success: boolean; reference: string };
      expect(answer.success).toBe(true);
      expect(isReference(answer.reference)).toBe(true);
      const repeat = await target().post(...multipart(fields));
      expect(((await repeat.json()) as { reference: string }).reference).toBe(answer.reference);

      const stored = (await target().enquiries()).slice(before);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ reference: answer.reference, form_type: "quote" });
      expect(JSON.parse(stored[0]!.fields)).toMatchObject({ email: VALID.quote.email, company: VALID.quote.company });
    });

    it("refuses invalid input with a 4xx and stores nothing", async () => {
      const before = (await target().enquiries()).length;
      const refusals = [
        await target().post(...multipart({ ...VALID.quote, email: "not-an-address" })),
        await target().post(...multipart({ ...VALID.quote, access_key: "wrong" })),
        await target().post("{", "application/json"),
        await target().post("plain words", "text/plain"),
      ];
      expect(refusals.map((r) => r.status)).toEqual([422, 401, 400, 415]);
      for (const refusal of refusals) expect(((await refusal.json()) as { success: boolean }).success).toBe(false);
      expect(await target().enquiries()).toHaveLength(before);
    });

    it("stores a vendor's documents with the enquiry, byte for byte", async () => {
      const pdf = sampleDocument("pdf", 300 * 1024);
      const png = sampleDocument("png", 4096);
      const { body, contentType } = multipartWithFiles({ access_key: TEST_ACCESS_KEY, ...VALID.vendor }, [
        { field: DOCUMENTS_FIELD, fileName: "permit.pdf", type: "application/pdf", data: pdf },
        { field: DOCUMENTS_FIELD, fileName: "yard.png", type: "image/png", data: png },
      ]);
      const res = await target().post(new Uint8Array(body), contentType);
      expect(res.status).toBe(200);
      const { reference } = (await res.json()) as { reference: string };
      const enquiry = (await target().enquiries()).find((e) => e.reference === reference)!;
      const documents = (await target().documents()).filter((d) => d.enquiryId === enquiry.id);
      expect(documents.map(({ fileName, contentType, size }) => ({ fileName, contentType, size }))).toEqual([
        { fileName: "permit.pdf", contentType: "application/pdf", size: pdf.length },
        { fileName: "yard.png", contentType: "image/png", size: png.length },
      ]);
      expect(Buffer.from(documents[0]!.bytes).equals(pdf)).toBe(true);
      expect(Buffer.from(documents[1]!.bytes).equals(png)).toBe(true);
    });

    it(`refuses documents over ${DOCUMENT_LIMITS.totalBytes / MB} MB in all with 413 and stores nothing`, async () => {
      const before = { enquiries: (await target().enquiries()).length, documents: (await target().documents()).length };
      // Each under the per-file limit, together over the total.
      const count = Math.floor(DOCUMENT_LIMITS.totalBytes / (DOCUMENT_LIMITS.fileBytes - MB)) + 1;
      const files = Array.from({ length: count }, (_, i) => ({
        field: DOCUMENTS_FIELD,
        fileName: `part-${i}.pdf`,
        type: "application/pdf",
        data: sampleDocument("pdf", DOCUMENT_LIMITS.fileBytes - MB),
      }));
      expect(files.reduce((sum, f) => sum + f.data.length, 0)).toBeGreaterThan(DOCUMENT_LIMITS.totalBytes);
      const { body, contentType } = multipartWithFiles({ access_key: TEST_ACCESS_KEY, ...VALID.vendor }, files);
      const res = await target().post(new Uint8Array(body), contentType);
      expect(res.status).toBe(413);
      expect({ enquiries: (await target().enquiries()).length, documents: (await target().documents()).length }).toEqual(before);
    });

    it("sends a browser's post on only to a page of the origin it came to: another host's redirect is never followed", async () => {
      const browser = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
      const sent = paths.enquirySent;
      const own = await target().post(...multipart({ ...VALID.quote, redirect: `${target().origin}${sent}` }), browser);
      expect(own.status).toBe(303);
      expect(own.headers.get("location")).toMatch(new RegExp(`^${sent}\\?${REFERENCE_PARAM}=`));
      for (const elsewhere of [`https://elsewhere.example${sent}`, `//elsewhere.example${sent}`, "javascript:alert(1)"]) {
        const answer = await target().post(...multipart({ ...VALID.quote, redirect: elsewhere }), browser);
        // Our own page says it was received; nothing sends the browser elsewhere.
        expect(answer.status).toBe(200);
        expect(answer.headers.get("location")).toBeNull();
        expect(await answer.text()).not.toContain("elsewhere.example");
      }
    });
  });
}
