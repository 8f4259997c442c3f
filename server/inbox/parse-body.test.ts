import { describe, expect, it } from "vitest";
import { multipartBody } from "./fixtures";
import { BodyError, parseEnquiryBody, parseMultipart, readBody } from "./parse-body";

const enc = (s: string) => new TextEncoder().encode(s);

function expectBodyError(fn: () => unknown, status: number, message?: RegExp) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(BodyError);
    expect((error as BodyError).status).toBe(status);
    if (message) expect((error as BodyError).message).toMatch(message);
    return;
  }
  throw new Error("expected a BodyError");
}

describe("parseMultipart", () => {
  it("reads fields, keeps the first of repeated names, and skips file parts", () => {
    const b = "XyZ";
    const body =
      `--${b}\r\nContent-Disposition: form-data; name="a"\r\n\r\nline 1\r\nline 2\r\n` +
      `--${b}\r\nContent-Disposition: form-data; name="a"\r\n\r\nsecond\r\n` +
      `--${b}\r\nContent-Disposition: form-data; name="upload"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n\xff\xfe\r\n` +
      `--${b}\r\nContent-Disposition: form-data; name="empty"\r\n\r\n\r\n` +
      `--${b}--\r\n`;
    const fields = parseMultipart(Buffer.from(body, "latin1"), b);
    expect({ ...fields }).toEqual({ a: "line 1\r\nline 2", empty: "" });
  });

  it("accepts a preamble and browser-style boundaries", () => {
    const { body, contentType } = multipartBody({ first_name: "Ada", note: "Ünïcödé ✓" });
    const withPreamble = Buffer.concat([Buffer.from("preamble\r\n"), body]);
    const boundary = contentType.split("boundary=")[1]!;
    expect({ ...parseMultipart(withPreamble, boundary) }).toEqual({ first_name: "Ada", note: "Ünïcödé ✓" });
  });

  it("rejects truncated bodies", () => {
    const { body, contentType } = multipartBody({ first_name: "Ada", last_name: "Obi" });
    for (const cut of [10, body.length / 2, body.length - 8]) {
      expectBodyError(() => parseEnquiryBody(contentType, body.subarray(0, Math.floor(cut))), 400, /malformed/);
    }
  });

  it("rejects a missing or wrong boundary and parts without names", () => {
    const { body } = multipartBody({ a: "b" });
    expectBodyError(() => parseEnquiryBody("multipart/form-data", body), 400, /boundary/);
    expectBodyError(() => parseEnquiryBody("multipart/form-data; boundary=other", body), 400);
    const noName = Buffer.from("--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--");
    expectBodyError(() => parseMultipart(noName, "b"), 400, /without a name/);
  });

  it("rejects field values that are not UTF-8", () => {
    const { body, contentType } = multipartBody({ first_name: Buffer.from([0x41, 0xff, 0xfe, 0x42]) });
    expectBodyError(() => parseEnquiryBody(contentType, body), 400, /UTF-8/);
  });
});

describe("parseEnquiryBody", () => {
  it("reads URL-encoded forms, with + as space and UTF-8 escapes", () => {
    const fields = parseEnquiryBody(
      "application/x-www-form-urlencoded;charset=UTF-8",
      enc("first_name=Ada+Obi&note=%C3%BC%E2%9C%93&flag"),
    );
    expect({ ...fields }).toEqual({ first_name: "Ada Obi", note: "ü✓", flag: "" });
  });

  it("rejects bad percent-encoding and non-UTF-8 bytes in URL-encoded forms", () => {
    expectBodyError(() => parseEnquiryBody("application/x-www-form-urlencoded", enc("a=%zz")), 400);
    expectBodyError(() => parseEnquiryBody("application/x-www-form-urlencoded", enc("a=%FF%FE")), 400);
    expectBodyError(
      () => parseEnquiryBody("application/x-www-form-urlencoded", Uint8Array.from([0x61, 0x3d, 0xe9])),
      400,
      /UTF-8/,
    );
  });

  it("reads JSON objects, turning numbers and booleans into text", () => {
    const fields = parseEnquiryBody("application/json", enc('{"a":"x","n":1999,"b":true,"z":null}'));
    expect({ ...fields }).toEqual({ a: "x", n: "1999", b: "true" });
  });

  it("rejects malformed JSON and non-objects, and leaves out nested values", () => {
    expectBodyError(() => parseEnquiryBody("application/json", enc('{"a":')), 400, /JSON/);
    expectBodyError(() => parseEnquiryBody("application/json", enc("[1,2]")), 400, /object/);
    expectBodyError(() => parseEnquiryBody("application/json", enc('"text"')), 400, /object/);
    expect({ ...parseEnquiryBody("application/json", enc('{"a":{"b":1},"c":[1],"d":"x"}')) }).toEqual({ d: "x" });
  });

  it("does not let __proto__ reach the prototype", () => {
    const fields = parseEnquiryBody("application/json", enc('{"__proto__":{"polluted":1}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(fields)).toBeNull();
  });

  it("answers 415 for other or missing content types and for non-UTF-8 charsets", () => {
    expectBodyError(() => parseEnquiryBody("text/plain", enc("a=b")), 415);
    expectBodyError(() => parseEnquiryBody(undefined, enc("a=b")), 415);
    expectBodyError(() => parseEnquiryBody("application/x-www-form-urlencoded; charset=iso-8859-1", enc("a=b")), 415);
  });

  it("answers 400 for an empty body", () => {
    expectBodyError(() => parseEnquiryBody("application/json", new Uint8Array()), 400, /empty/);
  });
});

describe("readBody", () => {
  it("refuses more than the limit, by header or while streaming", async () => {
    const big = new Request("http://x/", { method: "POST", body: "x".repeat(2000) });
    await expect(readBody(big, 1000)).rejects.toMatchObject({ status: 413 });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(400));
        controller.close();
      },
    });
    const chunked = new Request("http://x/", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    await expect(readBody(chunked, 1000)).rejects.toMatchObject({ status: 413 });
    const ok = new Request("http://x/", { method: "POST", body: "hello" });
    expect(new TextDecoder().decode(await readBody(ok, 1000))).toBe("hello");
  });
});
