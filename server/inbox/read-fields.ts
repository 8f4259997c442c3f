/**
 * Reads an enquiry's fields from the request body: multipart with busboy, streamed, so its part
 * limit refuses a body of thousands of parts after the first 64, in milliseconds, before the rest is
 * read (Hono's `parseBody()` builds the whole FormData first: about 1 s for 15,600 empty file parts);
 * URL-encoded forms with Hono's `c.req.parseBody()`, JSON with JSON.parse. The size limit is Hono's
 * `bodyLimit`, in route.ts. What stays ours is what they leave lenient on purpose, because the
 * contract is strict: the body must be UTF-8 (the platform decoders replace bad bytes with U+FFFD)
 * and percent escapes must be well formed (URLSearchParams keeps `%zz` as text). Returns field name
 * -> string; file parts are skipped, since none of the forms uploads files.
 */
import busboy from "busboy";
import type { Context } from "hono";

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export type Fields = Record<string, string>;

const WRONG_TYPE = "Please send the form as multipart/form-data, URL-encoded form data or JSON.";
const utf8 = new TextDecoder("utf-8", { fatal: true });
const MALFORMED_MULTIPART = "The multipart body is malformed.";
const NOT_UTF8 = "The request body is not valid UTF-8 text.";
const tooManyParts = (max: number) => new BodyError(413, `The submission has too many fields (at most ${max}).`);

export interface ReadOptions {
  /** Fields (and file parts) a body may have; more is refused while it streams in. */
  maxParts: number;
}

function mediaType(header: string | undefined): { type: string; charset: string | undefined } {
  const [type = "", ...params] = (header ?? "").split(";");
  const charset = params.map((p) => /^\s*charset\s*=\s*"?([^";\s]*)"?\s*$/i.exec(p)?.[1]).find((value) => value !== undefined);
  return { type: type.trim().toLowerCase(), charset };
}

function stringsOnly(entries: Iterable<[string, unknown]>): Fields {
  const fields: Fields = Object.create(null) as Fields;
  for (const [name, value] of entries) {
    if (typeof value === "string") fields[name] = value;
    // JSON numbers and booleans are form values too (a year, a ticked box).
    else if (typeof value === "number" || typeof value === "boolean") fields[name] = String(value);
  }
  return fields;
}

/** Streams a multipart body through busboy, checking UTF-8 and the part count as it arrives. */
async function readMultipart(c: Context, maxParts: number): Promise<Fields> {
  const reader = c.req.raw.body?.getReader();
  if (!reader) throw new BodyError(400, "The request body is empty.");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": c.req.header("content-type") },
      limits: { parts: maxParts, fields: maxParts, files: maxParts },
      defParamCharset: "utf8",
    });
  } catch {
    throw new BodyError(400, MALFORMED_MULTIPART);
  }
  const fields: Fields = Object.create(null) as Fields;
  let problem: BodyError | null = null;
  const refuse = (error: BodyError) => (problem ??= error);
  parser.on("field", (name, value) => (fields[name] = value));
  parser.on("file", (_name, stream) => stream.resume());
  parser.on("partsLimit", () => refuse(tooManyParts(maxParts)));
  parser.on("fieldsLimit", () => refuse(tooManyParts(maxParts)));
  parser.on("filesLimit", () => refuse(tooManyParts(maxParts)));
  parser.on("error", () => refuse(new BodyError(400, MALFORMED_MULTIPART)));
  const finished = new Promise<void>((resolve) => parser.once("close", resolve));
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let bytes = 0;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw new BodyError(400, "The request body was incomplete.");
      }
      if (chunk.done) break;
      bytes += chunk.value.byteLength;
      try {
        decoder.decode(chunk.value, { stream: true });
      } catch {
        throw new BodyError(400, NOT_UTF8);
      }
      // Wait until busboy has parsed the chunk, so a limit stops the reading at once.
      await new Promise<void>((resolve) => parser.write(chunk.value, () => resolve()));
      if (problem) throw problem;
    }
    if (bytes === 0) throw new BodyError(400, "The request body is empty.");
    try {
      decoder.decode();
    } catch {
      throw new BodyError(400, NOT_UTF8);
    }
    parser.end();
    await finished;
    if (problem) throw problem;
    return fields;
  } catch (error) {
    void reader.cancel().catch(() => {});
    parser.destroy();
    throw error;
  }
}

export async function readFields(c: Context, options: ReadOptions): Promise<Fields> {
  const { type, charset } = mediaType(c.req.header("content-type"));
  if (type !== "multipart/form-data" && type !== "application/x-www-form-urlencoded" && type !== "application/json") {
    throw new BodyError(415, WRONG_TYPE);
  }
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) throw new BodyError(415, "Please send the form as UTF-8 text.");
  if (type === "multipart/form-data") return readMultipart(c, options.maxParts);

  let bytes: ArrayBuffer;
  try {
    bytes = await c.req.arrayBuffer();
  } catch {
    throw new BodyError(400, "The request body was incomplete.");
  }
  if (bytes.byteLength === 0) throw new BodyError(400, "The request body is empty.");
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new BodyError(400, NOT_UTF8);
  }

  if (type === "application/json") {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new BodyError(400, "The request body is not valid JSON.");
    }
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      throw new BodyError(400, "The JSON body must be an object of form fields.");
    }
    if (Object.keys(data).length > options.maxParts) throw tooManyParts(options.maxParts);
    // Lists, objects and null are not form values: left out, so such a field reads as missing.
    return stringsOnly(Object.entries(data));
  }

  // URL-encoded. Counting the separators costs less than parsing every empty pair.
  if (text.split("&", options.maxParts + 1).length > options.maxParts) throw tooManyParts(options.maxParts);
  try {
    decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    throw new BodyError(400, "The form data is malformed (bad percent-encoding or not UTF-8).");
  }
  // Reuses the bytes read above (Hono caches the body).
  return stringsOnly(Object.entries(await c.req.parseBody()));
}
