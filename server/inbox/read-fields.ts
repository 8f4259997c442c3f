/**
 * Reads an enquiry's fields from the request body: multipart with busboy, streamed, so its part
 * limit refuses a body of thousands of parts after the first 64, in milliseconds, before the rest is
 * read (Hono's `parseBody()` builds the whole FormData first: about 1 s for 15,600 empty file parts);
 * URL-encoded forms with URLSearchParams, JSON with JSON.parse. The size limit is Hono's
 * `bodyLimit`, in route.ts. What stays ours is what they leave lenient on purpose, because the
 * contract is strict: the body must be UTF-8 (the platform decoders replace bad bytes with U+FFFD)
 * and percent escapes must be well formed (URLSearchParams keeps `%zz` as text). Returns field name
 * -> string, and the vendor form's documents (the `documents` file parts, in memory, at most 5 MB
 * each and 15 MB in all; other file parts are skipped). A multipart body with files is binary, so
 * its UTF-8 is checked per field value (busboy decodes them, invalid bytes as U+FFFD) and per part
 * (part-charsets.ts: a part may declare another charset, which busboy would decode it in).
 * Every file stream gets an 'error' listener: busboy's streams emit one when the body is cut off or
 * the parser is destroyed, and an 'error' nobody listens to ends the process (issue 44). Text with
 * a lone surrogate and JSON nested deeper than a form's are refused too.
 */
import busboy from "busboy";
import type { Context } from "hono";
import { DOCUMENT_LIMITS, DOCUMENTS_FIELD } from "../../contract/enquiry-documents";
import { boundaryOf, watchPartCharsets } from "./part-charsets";

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export type Fields = Record<string, string>;

/** A file part of the documents field, as sent (checked by documents.ts). */
export interface Upload {
  fileName: string;
  data: Buffer;
}

export interface ReadBody {
  fields: Fields;
  uploads: Upload[];
}

const WRONG_TYPE = "Please send the form as multipart/form-data, URL-encoded form data or JSON.";
const utf8 = new TextDecoder("utf-8", { fatal: true });
const MALFORMED_MULTIPART = "The multipart body is malformed.";
const NOT_UTF8 = "The request body is not valid UTF-8 text.";
const NOT_UTF8_PART = "Please send the form as UTF-8 text";
const DOCUMENT_WITHOUT_NAME = "A document arrived without its file name, so it cannot be kept: please attach it again.";
const LONE_SURROGATE = "The request body has text that is not valid Unicode (a lone surrogate).";
/** A form's JSON is one flat object; far deeper nesting is refused before JSON.parse spends time on it. */
const MAX_JSON_DEPTH = 16;
const tooManyParts = (max: number) => new BodyError(413, `The submission has too many fields (at most ${max}).`);

export interface ReadOptions {
  /** Fields (and file parts) a body may have; more is refused while it streams in. */
  maxParts: number;
}

function mediaType(header: string | undefined): { type: string; charset: string | undefined } {
  // Several Content-Type headers reach us joined by commas (the Fetch Headers the server builds):
  // which one the body is in cannot be known, so such a header names no type we take (415).
  if (/,/.test((header ?? "").replace(/"[^"]*"/g, ""))) return { type: "", charset: undefined };
  const [type = "", ...params] = (header ?? "").split(";");
  // A charset parameter that does not read as one token is a charset we cannot trust to be UTF-8.
  const charset = params
    .filter((p) => /^\s*charset\s*=/i.test(p))
    .map((p) => /^\s*charset\s*=\s*"?([^";\s]*)"?\s*$/i.exec(p)?.[1] ?? p.trim())
    .find((value) => value !== undefined);
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

const MB = 1024 * 1024;
const fileTooLarge = () => new BodyError(413, `Each document may be at most ${DOCUMENT_LIMITS.fileBytes / MB} MB (documents).`);
const filesTooLarge = () => new BodyError(413, `The documents may be at most ${DOCUMENT_LIMITS.totalBytes / MB} MB in all (documents).`);

/** Streams a multipart body through busboy, checking the part count and the documents' sizes as it arrives. */
async function readMultipart(c: Context, maxParts: number): Promise<ReadBody> {
  if (!c.req.raw.body) throw new BodyError(400, "The request body is empty.");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": c.req.header("content-type") },
      limits: { parts: maxParts, fields: maxParts, files: maxParts, fileSize: DOCUMENT_LIMITS.fileBytes + 1 },
      defParamCharset: "utf8",
    });
  } catch {
    throw new BodyError(400, MALFORMED_MULTIPART);
  }
  const fields: Fields = Object.create(null) as Fields;
  let problem: BodyError | null = null;
  const refuse = (error: BodyError) => (problem ??= error);
  const uploads: Upload[] = [];
  let uploadBytes = 0;
  parser.on("field", (name, value) => {
    // busboy decodes invalid UTF-8 as U+FFFD, which the forms never send of themselves.
    if (value.includes("\ufffd")) refuse(new BodyError(400, NOT_UTF8));
    // busboy reads a part with `filename=""` as a field, its bytes decoded as text: a document that
    // cannot be kept as sent. Refused by name, so it is never dropped while the answer says 200.
    if (name === DOCUMENTS_FIELD && value !== "") refuse(new BodyError(400, DOCUMENT_WITHOUT_NAME));
    fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    // A file stream still open when the body ends early or the parser is destroyed (a limit, a
    // hang-up, the request timeout) emits 'error': without a listener that ends the process.
    stream.on("error", () => refuse(new BodyError(400, MALFORMED_MULTIPART)));
    if (name !== DOCUMENTS_FIELD) return void stream.resume();
    const chunks: Buffer[] = [];
    let size = 0;
    // busboy stops a file one byte past the limit ("limit"), so exactly 5 MB passes and more does not.
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      uploadBytes += chunk.length;
      if (size > DOCUMENT_LIMITS.fileBytes) refuse(fileTooLarge());
      else if (uploadBytes > DOCUMENT_LIMITS.totalBytes) refuse(filesTooLarge());
      else chunks.push(chunk);
    });
    stream.on("end", () => {
      const data = Buffer.concat(chunks);
      // A file input left empty sends a part with no name and no bytes.
      if (data.length > 0 || info.filename) uploads.push({ fileName: info.filename ?? "", data });
    });
  });
  parser.on("partsLimit", () => refuse(tooManyParts(maxParts)));
  parser.on("fieldsLimit", () => refuse(tooManyParts(maxParts)));
  parser.on("filesLimit", () => refuse(tooManyParts(maxParts)));
  parser.on("error", () => refuse(new BodyError(400, MALFORMED_MULTIPART)));
  const finished = new Promise<void>((resolve) => parser.once("close", resolve));
  const boundary = boundaryOf(c.req.header("content-type"));
  const charsets = boundary === null ? null : watchPartCharsets(boundary);
  // Taken only here, right before the try whose catch cancels it: a reader taken before a refusal
  // (busboy throws at once for a missing boundary) was never cancelled and left the body locked and
  // unread, which nothing else could then drain or discard (tests/fuzz/README.md, on wrangler dev).
  const reader = c.req.raw.body.getReader();
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
      const charset = charsets?.(chunk.value);
      if (charset) throw new BodyError(415, `${NOT_UTF8_PART} (a part declares charset=${charset.slice(0, 40)}).`);
      // Wait until busboy has parsed the chunk, so a limit stops the reading at once.
      await new Promise<void>((resolve) => parser.write(chunk.value, () => resolve()));
      if (problem) throw problem;
    }
    if (bytes === 0) throw new BodyError(400, "The request body is empty.");
    parser.end();
    await finished;
    if (problem) throw problem;
    return { fields, uploads };
  } catch (error) {
    void reader.cancel().catch(() => {});
    parser.destroy();
    throw error;
  }
}

/**
 * Whether JSON text nests arrays or objects deeper than `max`: one pass over the characters,
 * skipping strings, so a body nested 500,000 deep is refused in about a millisecond a megabyte
 * instead of being parsed (JSON.parse has no depth limit).
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

/** A UTF-16 surrogate without its pair: JSON's "\ud800" decodes to one, and it is no text a form can send. */
const LONE_SURROGATE_PATTERN = /\p{Cs}/u;

export async function readFields(c: Context, options: ReadOptions): Promise<ReadBody> {
  const body = await readBody(c, options);
  for (const [name, value] of Object.entries(body.fields)) {
    if (LONE_SURROGATE_PATTERN.test(name) || LONE_SURROGATE_PATTERN.test(value)) throw new BodyError(400, LONE_SURROGATE);
  }
  return body;
}

async function readBody(c: Context, options: ReadOptions): Promise<ReadBody> {
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
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) throw new BodyError(400, "The JSON body is nested too deeply for form fields.");
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
    return { fields: stringsOnly(Object.entries(data)), uploads: [] };
  }

  // URL-encoded. Counting the separators costs less than parsing every empty pair.
  if (text.split("&", options.maxParts + 1).length > options.maxParts) throw tooManyParts(options.maxParts);
  try {
    decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    throw new BodyError(400, "The form data is malformed (bad percent-encoding or not UTF-8).");
  }
  // The platform's parser over the text read above, not Hono's parseBody: that reads the
  // Content-Type header again and throws (a 500) on one it does not know.
  // A name ending in "[]" is a list, not a form value: left out, as for JSON lists.
  const pairs = [...new URLSearchParams(text)].filter(([name]) => !name.endsWith("[]"));
  return { fields: stringsOnly(pairs), uploads: [] };
}
