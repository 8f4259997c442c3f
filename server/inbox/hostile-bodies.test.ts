/**
 * Issue 44: bodies that used to end the server process (busboy's file streams had no 'error'
 * listener) or slip past the contract's text rules. Each is sent over a real socket to the real
 * server process; after each, the process must still be serving and nothing must be stored.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS, DOCUMENTS_FIELD } from "../../contract/enquiry-documents";
import { rawConnection, startTestSite, until, type TestSite } from "../test-site";
import { multipartBody, multipartWithFiles, sampleDocument, TEST_ACCESS_KEY, VALID } from "./fixtures";

const MB = 1024 * 1024;
/** The request timeout the server runs with here (seconds): short, so a stalled upload reaches it. */
const REQUEST_TIMEOUT = 4;

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ REQUEST_TIMEOUT: String(REQUEST_TIMEOUT) });
});
// Each attack gets a serving process: one that ended the last one's must not fail the next test too.
beforeEach(async () => {
  if (await site.serving()) return;
  site.stop();
  site = await startTestSite({ REQUEST_TIMEOUT: String(REQUEST_TIMEOUT) });
});
afterAll(() => site?.stop());

const stored = () => {
  const db = new Database(site.db, { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM enquiries").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

const head = (contentType: string, length: number | null) =>
  `POST /api/enquiries HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\nContent-Type: ${contentType}\r\n` +
  (length === null ? "Transfer-Encoding: chunked\r\n" : `Content-Length: ${length}\r\n`) +
  "\r\n";

/** Sends a whole request over a raw socket and resolves with what came back once the server closed or answered. */
async function send(contentType: string, body: Buffer): Promise<string> {
  const c = rawConnection(site.server.url);
  c.socket.write(head(contentType, body.length));
  c.socket.write(body);
  await until(() => /\r\n\r\n[\s\S]*\}/.test(c.received()), 10_000);
  c.socket.destroy();
  return c.received();
}

const status = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);

const vendorFields = { access_key: TEST_ACCESS_KEY, ...VALID.vendor };
const document = (data: Buffer, fileName = "profile.pdf") => ({ field: DOCUMENTS_FIELD, fileName, type: "application/pdf", data });

describe("a body that used to end the process", { timeout: 60_000 }, () => {
  it("a 121-byte multipart body without its closing boundary: 400, and the server keeps serving", async () => {
    const body = Buffer.from(
      `--x\r\nContent-Disposition: form-data; name="${DOCUMENTS_FIELD}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 and then nothing`,
    );
    const before = stored();
    const response = await send("multipart/form-data; boundary=x", body);
    expect(status(response)).toBe(400);
    expect(await site.serving()).toBe(true);
    expect(stored()).toBe(before);
  });

  it("a file part of another name cut off the same way", async () => {
    const body = Buffer.from(`--x\r\nContent-Disposition: form-data; name="other"; filename="a.txt"\r\n\r\nsome bytes`);
    expect(status(await send("multipart/form-data; boundary=x", body))).toBe(400);
    expect(await site.serving()).toBe(true);
  });

  it("a 6 MB document: 413, and the server keeps serving", async () => {
    const before = stored();
    const { body, contentType } = multipartWithFiles(vendorFields, [document(sampleDocument("pdf", DOCUMENT_LIMITS.fileBytes + MB))]);
    expect(status(await send(contentType, body))).toBe(413);
    expect(await site.serving()).toBe(true);
    expect(stored()).toBe(before);
  });

  it("a client hanging up mid-upload", async () => {
    const { body, contentType } = multipartWithFiles(vendorFields, [document(sampleDocument("pdf", 2 * MB))]);
    const c = rawConnection(site.server.url);
    c.socket.write(head(contentType, body.length));
    c.socket.write(body.subarray(0, MB));
    await new Promise((resolve) => setTimeout(resolve, 300));
    c.socket.destroy();
    await c.closed;
    expect(await site.serving()).toBe(true);
    // Its upload slot (one per address) is free again: the next vendor upload is read and stored.
    const before = stored();
    const next = multipartWithFiles(vendorFields, [document(sampleDocument("pdf", 2 * MB))]);
    expect(status(await send(next.contentType, next.body))).toBe(200);
    expect(stored()).toBe(before + 1);
  });

  it("one Latin-1 byte in a field of a vendor upload: 400, and the server keeps serving", async () => {
    const before = stored();
    const { body, contentType } = multipartWithFiles({ ...vendorFields, company_name: "Caf\u00e9 Valves" }, [
      document(sampleDocument("pdf", 200_000)),
    ]);
    // The é as one Latin-1 byte (0xE9), not UTF-8's two.
    const latin1 = Buffer.from(body.toString("latin1").replace("Caf\u00c3\u00a9", "Caf\u00e9"), "latin1");
    expect(latin1.length).toBe(body.length - 1);
    const response = await send(contentType, latin1);
    expect(status(response)).toBe(400);
    expect(response).toContain("not valid UTF-8");
    expect(await site.serving()).toBe(true);
    expect(stored()).toBe(before);
  });

  // Found by the fuzz suite (seed 603563170): repeated Content-Type headers reach the route joined
  // by commas, which Hono's form parser threw on (a 500), and a charset parameter that did not read
  // as one token counted as no charset at all.
  it("a URL-encoded form under two Content-Type headers, or an unreadable charset, is refused: 415, nothing stored", async () => {
    const before = stored();
    const form = Buffer.from(new URLSearchParams({ access_key: TEST_ACCESS_KEY, ...VALID.partner }).toString());
    const urlencoded = "application/x-www-form-urlencoded";
    for (const contentType of [
      `${urlencoded}; charset=latin1\r\nContent-Type: text/plain`,
      `${urlencoded}\r\nContent-Type: ${urlencoded}`,
      `${urlencoded}; charset=latin1 x`,
    ]) {
      expect(status(await send(contentType, form)), contentType).toBe(415);
    }
    expect(await site.serving()).toBe(true);
    expect(stored()).toBe(before);
  });

  it("an upload that reaches the request timeout", async () => {
    const { body, contentType } = multipartWithFiles(vendorFields, [document(sampleDocument("pdf", 2 * MB))]);
    const c = rawConnection(site.server.url);
    c.socket.write(head(contentType, body.length));
    c.socket.write(body.subarray(0, MB));
    // The server ends the request after REQUEST_TIMEOUT seconds (408 or a closed connection).
    expect(await until(() => c.socket.destroyed || c.received().length > 0, (REQUEST_TIMEOUT + 5) * 1000)).toBe(true);
    c.socket.destroy();
    expect(await site.serving()).toBe(true);
  });
});

describe("text and parts the contract refuses, with nothing stored", { timeout: 60_000 }, () => {
  const post = (contentType: string, body: string | Buffer) =>
    fetch(`${site.server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": contentType, accept: "application/json" },
      body: typeof body === "string" ? body : new Uint8Array(body),
    });

  it("a part that declares charset=utf-16le (or any charset but UTF-8) is refused", async () => {
    const before = stored();
    for (const charset of ["utf-16le", "iso-8859-1"]) {
      const fields = { access_key: TEST_ACCESS_KEY, ...VALID.quote };
      const { body, contentType } = multipartBody(fields);
      const declared = Buffer.from(
        body
          .toString("latin1")
          .replace('name="project_brief"\r\n', `name="project_brief"\r\nContent-Type: text/plain; charset=${charset}\r\n`),
        "latin1",
      );
      const response = await post(contentType, declared);
      expect(response.status, charset).toBe(415);
      expect((await response.json()).message).toContain(`charset=${charset}`);
    }
    expect(stored()).toBe(before);
  });

  it("a lone surrogate in a JSON field is refused, not stored", async () => {
    const before = stored();
    const json = JSON.stringify({ access_key: TEST_ACCESS_KEY, ...VALID.quote }).replace('"Adaeze"', '"Ada\\ud800eze"');
    const response = await post("application/json", json);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain("lone surrogate");
    expect(stored()).toBe(before);
  });

  it('a document part with filename="" and PDF bytes is refused with a clear message, never dropped under a 200', async () => {
    const before = stored();
    const { body, contentType } = multipartWithFiles(vendorFields, [document(sampleDocument("pdf"), "")]);
    const response = await post(contentType, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain("without its file name");
    expect(stored()).toBe(before);
  });

  it("a 1 MB JSON body nested 500,000 deep is refused without parsing it", async () => {
    const response = await post("application/json", `{"a":${"[".repeat(500_000)}${"]".repeat(500_000)}}`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain("nested too deeply");
    expect(await site.serving()).toBe(true);
  });
});

describe("chunked uploads wait for an upload slot before any of their body is read", { timeout: 60_000 }, () => {
  it("a second unfinished chunked upload from one address is answered 429 at once", async () => {
    const { body, contentType } = multipartWithFiles(vendorFields, [document(sampleDocument("pdf", 4 * MB))]);
    const chunk = (bytes: Buffer) => Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]);
    const open = () => {
      const c = rawConnection(site.server.url);
      c.socket.write(head(contentType, null));
      c.socket.write(chunk(body.subarray(0, MB)));
      return c;
    };
    const first = open();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = open();
    await until(() => second.received().includes("\r\n\r\n"), REQUEST_TIMEOUT * 1000 + 2000);
    expect(status(second.received())).toBe(429);
    first.socket.destroy();
    second.socket.destroy();
    expect(await site.serving()).toBe(true);
  });
});
