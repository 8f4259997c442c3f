/**
 * A request body the Worker refuses part-way is not left locked and unread (release-body.ts): after
 * every answer the body was read to its end, or cancelled, or held by no reader any more, so the
 * runtime can drain or drop the rest. Through the module's own fetch, in workerd, with a body whose source
 * records what was done with it.
 */
import { describe, expect, it } from "vitest";
import worker from "./index";
import { testEnv as env } from "./test-env";
import { multipartBody, TEST_ACCESS_KEY, VALID } from "../inbox/fixtures";

const ENQUIRIES = "https://deltaforge.example/api/enquiries";
const CHUNK = 64 * 1024;

/** A body streamed in chunks that records whether it was read to its end or cancelled. */
function trackedBody(bytes: Uint8Array) {
  let offered = 0;
  const fate = { readToEnd: false, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offered >= bytes.length) {
        fate.readToEnd = true;
        return controller.close();
      }
      controller.enqueue(bytes.slice(offered, offered + CHUNK));
      offered += CHUNK;
    },
    cancel() {
      fate.cancelled = true;
    },
  });
  return { stream, fate };
}

/** `withLength`: with its Content-Length, as a whole upload arrives; without: as a chunked one. */
async function post(bytes: Uint8Array, contentType: string, withLength: boolean) {
  const { stream, fate } = trackedBody(bytes);
  const request = new Request(ENQUIRIES, {
    method: "POST",
    body: stream,
    headers: {
      "content-type": contentType,
      accept: "application/json",
      "cf-connecting-ip": "203.0.113.40",
      ...(withLength && { "content-length": String(bytes.length) }),
    },
  });
  const response = await worker.fetch(request, env);
  await response.arrayBuffer();
  return { status: response.status, fate, locked: () => request.body!.locked };
}

const twoMegabytes = new Uint8Array(2 * 1024 * 1024).fill(0x61);
const utf16Part = (() => {
  const boundary = "----fuzzBoundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\nContent-Type: text/plain; charset=utf-16le\r\n\r\n`;
  return {
    bytes: new Uint8Array(Buffer.concat([Buffer.from(head), Buffer.from(twoMegabytes)])),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
})();

describe("a body the Worker refuses part-way", () => {
  it.each([
    // Hono's bodyLimit counts a body without a Content-Length as it reads, and returns at the limit with its reader holding the stream.
    {
      refusal: "a JSON body over the limit, without a Content-Length",
      bytes: twoMegabytes,
      contentType: "application/json",
      withLength: false,
      status: 413,
    },
    // busboy throws at once for a missing boundary: the reader used to be taken before that.
    {
      refusal: "a multipart body without a boundary",
      bytes: twoMegabytes,
      contentType: "multipart/form-data; boundary=",
      withLength: true,
      status: 400,
    },
    { refusal: "a multipart part in UTF-16", ...utf16Part, withLength: true, status: 415 },
  ])("is not left locked and unread once answered: $refusal", async ({ bytes, contentType, withLength, status }) => {
    const answer = await post(bytes, contentType, withLength);
    expect(answer.status).toBe(status);
    // Read to its end, cancelled (what the runtime is told), or held by no reader: anything but locked and unread.
    expect(answer.fate.readToEnd || answer.fate.cancelled || !answer.locked()).toBe(true);
  });

  it("an accepted enquiry's body is read to its end, not cancelled", async () => {
    const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...VALID.partner });
    const answer = await post(new Uint8Array(body), contentType, true);
    expect(answer.status).toBe(200);
    expect(answer.fate).toEqual({ readToEnd: true, cancelled: false });
  });
});
