/**
 * D1 intake's atomicity without transactions (storage/d1-intake.ts), in workerd with local D1 and
 * R2: a batch that fails leaves no row and no object behind, and two copies of one submission
 * sent together make one enquiry.
 */
import { describe, expect, it } from "vitest";
import { createD1Intake } from "../storage/d1-intake";
import { StoreFaultError, type NewEnquiry } from "../storage/intake";
import { sampleDocument, VALID } from "../inbox/fixtures";
import type { FormType } from "../inbox/form-rules";
import { testEnv as env } from "./test-env";

const count = async (table: string) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
const counts = async () => ({
  enquiries: await count("enquiries"),
  documents: await count("enquiry_documents"),
  outbox: await count("outbox"),
  objects: (await env.DOCUMENTS.list()).objects.length,
});

const vendor = (extra: Partial<NewEnquiry> = {}): NewEnquiry => ({
  formType: "vendor",
  status: "accepted",
  clientAddress: "203.0.113.9",
  fields: { ...VALID.vendor },
  notify: true,
  documents: [{ fileName: "permit.pdf", contentType: "application/pdf", data: sampleDocument("pdf") }],
  ...extra,
});

describe("enquiry intake on D1 and R2", () => {
  it("stores nothing, in D1 or R2, when the enquiry's batch fails", async () => {
    const intake = createD1Intake(env.DB, env.DOCUMENTS);
    const before = await counts();
    // A form type the table's CHECK refuses: the batch's first statement fails, after the documents were put.
    await expect(intake.insertQueued(vendor({ formType: "bogus" as FormType }))).rejects.toBeInstanceOf(StoreFaultError);
    expect(await counts()).toEqual(before);
  });

  it("makes one enquiry of two copies of a submission sent together, and answers both with its reference", async () => {
    const intake = createD1Intake(env.DB, env.DOCUMENTS);
    const before = await counts();
    const copy = () => intake.insertQueued(vendor({ submissionId: "race-0001-abcdefgh" }));
    const [first, second] = await Promise.all([copy(), copy()]);
    expect(second).toEqual(first);
    expect(await counts()).toEqual({
      enquiries: before.enquiries + 1,
      documents: before.documents + 1,
      outbox: before.outbox + 1,
      objects: before.objects + 1,
    });
  });
});
