import { describe, expect, it, vi } from "vitest";
import { submitEnquiry } from "./submit-enquiry";

const options = { endpoint: "https://forms.test/submit", accessKey: "test-key" };

function answer(body: string, status = 200, contentType = "application/json") {
  return vi.fn<typeof globalThis.fetch>(async () => new Response(body, { status, headers: { "Content-Type": contentType } }));
}

function quoteData(): FormData {
  const data = new FormData();
  data.set("first_name", "Ada");
  data.set("form_type", "forged");
  return data;
}

describe("submitEnquiry", () => {
  it("posts multipart form data with the form type and access key, and reports success", async () => {
    const fetch = answer(JSON.stringify({ success: true, message: "Email sent" }));
    const result = await submitEnquiry("quote", quoteData(), { ...options, fetch });
    expect(result).toEqual({ kind: "success", reference: null });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://forms.test/submit");
    expect(init?.method).toBe("POST");
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("first_name")).toBe("Ada");
    expect(body.getAll("form_type")).toEqual(["quote"]);
    expect(body.get("access_key")).toBe("test-key");
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("passes on our inbox's reference, and only text shaped like one", async () => {
    const given = answer(JSON.stringify({ success: true, message: "Thank you!", reference: "DF-V-2026-00042" }));
    expect(await submitEnquiry("vendor", quoteData(), { ...options, fetch: given })).toEqual({
      kind: "success",
      reference: "DF-V-2026-00042",
    });
    const odd = answer(JSON.stringify({ success: true, message: "Thank you!", reference: "<b>call 0800</b>" }));
    expect(await submitEnquiry("vendor", quoteData(), { ...options, fetch: odd })).toEqual({ kind: "success", reference: null });
  });

  it("does not change the caller's form data", async () => {
    const data = quoteData();
    await submitEnquiry("quote", data, { ...options, fetch: answer('{"success":true}') });
    expect(data.get("access_key")).toBeNull();
  });

  it("reports a refusal with the service's message", async () => {
    const fetch = answer(JSON.stringify({ success: false, message: "Invalid access key." }), 401);
    expect(await submitEnquiry("vendor", quoteData(), { ...options, fetch })).toEqual({
      kind: "refused",
      message: "Invalid access key.",
    });
  });

  it("reports a refusal without a message when the service gives none", async () => {
    expect(await submitEnquiry("partner", quoteData(), { ...options, fetch: answer('{"success":false}') })).toEqual({
      kind: "refused",
      message: null,
    });
    expect(await submitEnquiry("partner", quoteData(), { ...options, fetch: answer('{"success":"yes","message":"  "}') })).toEqual({
      kind: "refused",
      message: null,
    });
  });

  it("reports a network error when the request fails", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitEnquiry("quote", quoteData(), { ...options, fetch })).toEqual({ kind: "network" });
  });

  it("reports a time-out when no answer comes in time", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    expect(await submitEnquiry("quote", quoteData(), { ...options, fetch, timeoutMs: 20 })).toEqual({ kind: "timeout" });
  });

  it("reports a cancelled request as a network failure, not a time-out", async () => {
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
          controller.abort();
        }),
    );
    expect(await submitEnquiry("quote", quoteData(), { ...options, fetch, signal: controller.signal })).toEqual({
      kind: "network",
    });
  });

  it("reports an answer that is not JSON", async () => {
    const fetch = answer("<html>Thanks!</html>", 200, "text/html");
    expect(await submitEnquiry("quote", quoteData(), { ...options, fetch })).toEqual({ kind: "invalid-response" });
    expect(await submitEnquiry("quote", quoteData(), { ...options, fetch: answer("[true]") })).toEqual({
      kind: "invalid-response",
    });
  });

  it.each([429, 500, 503])("reports the service's own message for a refusal with status %i", async (status) => {
    const fetch = answer(JSON.stringify({ success: false, message: "  Slow down, please.  " }), status);
    expect(await submitEnquiry("quote", quoteData(), { ...options, fetch })).toEqual({
      kind: "refused",
      message: "Slow down, please.",
    });
  });

  it.each([429, 500, 503])("reports status %i as an HTTP error when the service gives no message", async (status) => {
    expect(await submitEnquiry("quote", quoteData(), { ...options, fetch: answer('{"success":false}', status) })).toEqual({
      kind: "http",
      status,
    });
    expect(await submitEnquiry("quote", quoteData(), { ...options, fetch: answer("Internal error", status, "text/plain") })).toEqual({
      kind: "http",
      status,
    });
  });

  it("does not trust success in an error answer", async () => {
    expect(await submitEnquiry("quote", quoteData(), { ...options, fetch: answer('{"success":true}', 404) })).toEqual({
      kind: "http",
      status: 404,
    });
  });
});
