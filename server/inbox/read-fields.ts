/**
 * Reads an enquiry's fields from the request body with Hono's own parsers (`c.req.parseBody()` for
 * multipart and URL-encoded forms, JSON.parse for JSON); the size limit is Hono's `bodyLimit`, in
 * route.ts. What stays ours is what they leave lenient on purpose, because the contract is strict:
 * the body must be UTF-8 (the platform decoders replace bad bytes with U+FFFD) and percent escapes
 * must be well formed (URLSearchParams keeps `%zz` as text). Returns field name -> string; file parts
 * are skipped, since none of the forms uploads files.
 */
import type { Context } from "hono";

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string,
  ) {
    super(message);
  }
}

export type Fields = Record<string, string>;

const WRONG_TYPE = "Please send the form as multipart/form-data, URL-encoded form data or JSON.";
const utf8 = new TextDecoder("utf-8", { fatal: true });

function mediaType(header: string | undefined): { type: string; charset: string | undefined } {
  const [type = "", ...params] = (header ?? "").split(";");
  const charset = params
    .map((p) => /^\s*charset\s*=\s*"?([^";\s]*)"?\s*$/i.exec(p)?.[1])
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

export async function readFields(c: Context): Promise<Fields> {
  const { type, charset } = mediaType(c.req.header("content-type"));
  if (type !== "multipart/form-data" && type !== "application/x-www-form-urlencoded" && type !== "application/json") {
    throw new BodyError(415, WRONG_TYPE);
  }
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) throw new BodyError(415, "Please send the form as UTF-8 text.");

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
    throw new BodyError(400, "The request body is not valid UTF-8 text.");
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
    // Lists, objects and null are not form values: left out, so such a field reads as missing.
    return stringsOnly(Object.entries(data));
  }

  if (type === "application/x-www-form-urlencoded") {
    try {
      decodeURIComponent(text.replace(/\+/g, " "));
    } catch {
      throw new BodyError(400, "The form data is malformed (bad percent-encoding or not UTF-8).");
    }
  }
  try {
    // Reuses the bytes read above (Hono caches the body).
    return stringsOnly(Object.entries(await c.req.parseBody()));
  } catch {
    throw new BodyError(400, "The multipart body is malformed.");
  }
}
