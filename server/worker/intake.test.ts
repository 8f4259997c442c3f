/**
 * The enquiry intake's tests (storage/intake-contract.ts) against the Worker in workerd: requests
 * through its fetch handler, rows read from its local D1, documents from its local R2.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { describeIntake, type StoredDocument, type StoredRow } from "../storage/intake-contract";
import { multipartBody, TEST_ACCESS_KEY, VALID } from "../inbox/fixtures";
import { testEnv as env } from "./test-env";
import { SECURITY_HEADERS } from "../../contract/response-headers";
import worker from "./index";

const ENQUIRIES = "https://deltaforge.example/api/enquiries";

describeIntake("Workers (D1 and R2)", () => ({
  origin: new URL(ENQUIRIES).origin,
  post: (body, contentType, headers = {}) =>
    SELF.fetch(ENQUIRIES, { method: "POST", body, headers: { "content-type": contentType, ...headers }, redirect: "manual" }),
  async enquiries() {
    const { results } = await env.DB.prepare(`SELECT id, reference, form_type, fields FROM enquiries ORDER BY id`).all<StoredRow>();
    return results;
  },
  async documents() {
    const { results } = await env.DB.prepare(
      `SELECT enquiry_id AS enquiryId, file_name AS fileName, content_type AS contentType, size, object_key AS objectKey FROM enquiry_documents ORDER BY id`,
    ).all<Omit<StoredDocument, "bytes"> & { objectKey: string }>();
    return Promise.all(
      results.map(async ({ objectKey, ...row }) => {
        const object = await env.DOCUMENTS.get(objectKey);
        return { ...row, bytes: new Uint8Array(object ? await object.arrayBuffer() : new ArrayBuffer(0)) };
      }),
    );
  },
}));

describe("the Worker's answers", () => {
  it("carry the security headers every page gets, and a policy that allows no script", async () => {
    const answers = [await SELF.fetch(ENQUIRIES, { method: "POST", body: "{", headers: { "content-type": "application/json" } })];
    answers.push(
      await SELF.fetch("https://deltaforge.example/api/health"),
      await SELF.fetch("https://deltaforge.example/api/nothing-here"),
    );
    expect(answers.map((a) => a.status)).toEqual([400, 200, 404]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers.get(name)).toBe(value);
      expect(answer.headers.get("content-security-policy")).toMatch(/^default-src 'none';(?!.*script-src)/);
    }
  });
});

describe("the Worker's enquiry batch", () => {
  it("queues the notification in the enquiry's own batch, and the client address is Cloudflare's", async () => {
    const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...VALID.partner });
    // The handler called without a ctx sends nothing after its answer (index.ts), so the row is
    // seen as the batch stored it.
    const request = new Request(ENQUIRIES, {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": contentType, "cf-connecting-ip": "203.0.113.7" },
    });
    const res = await worker.fetch(request, env);
    expect(res.status).toBe(200);
    const { reference } = (await res.json()) as { reference: string };
    const row = await env.DB.prepare(
      `SELECT e.client_address AS address, o.kind, o.status FROM enquiries e JOIN outbox o ON o.enquiry_id = e.id WHERE e.reference = ?`,
    )
      .bind(reference)
      .first<{ address: string; kind: string; status: string }>();
    expect(row).toEqual({ address: "203.0.113.7", kind: "notify", status: "pending" });
  });
});
