/**
 * Reads an enquiry request body: multipart/form-data, application/x-www-form-urlencoded or JSON,
 * at most `limit` bytes, strictly UTF-8. Returns a flat record of field name -> string (the first
 * value of a repeated name). File parts are skipped: none of the forms uploads files.
 */

export const MAX_BODY_BYTES = 1024 * 1024;
const MAX_PARTS = 500;

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export type Fields = Record<string, string>;

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new BodyError(400, "The request body is not valid UTF-8 text.");
  }
}

/** Reads the whole body, refusing more than `limit` bytes (by Content-Length and while streaming). */
export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array> {
  const tooLarge = () => new BodyError(413, `The submission is too large (at most ${Math.floor(limit / 1024)} KB).`);
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof BodyError) throw error;
    throw new BodyError(400, "The request body was incomplete.");
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

interface MediaType {
  type: string;
  params: Map<string, string>;
}

export function parseMediaType(header: string | null | undefined): MediaType | null {
  if (!header) return null;
  const [typePart, ...rest] = header.split(";");
  const type = (typePart ?? "").trim().toLowerCase();
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(type)) return null;
  const params = new Map<string, string>();
  for (const p of rest) {
    const eq = p.indexOf("=");
    if (eq < 0) continue;
    const name = p.slice(0, eq).trim().toLowerCase();
    let value = p.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1).replace(/\\(.)/g, "$1");
    }
    params.set(name, value);
  }
  return { type, params };
}

function addField(fields: Fields, name: string, value: string): void {
  if (!Object.prototype.hasOwnProperty.call(fields, name)) fields[name] = value;
}

function requireUtf8Charset(media: MediaType): void {
  const charset = media.params.get("charset");
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
    throw new BodyError(415, "Please send the form as UTF-8 text.");
  }
}

export function parseUrlEncoded(bytes: Uint8Array): Fields {
  const text = decodeUtf8(bytes);
  const fields: Fields = Object.create(null) as Fields;
  if (text.trim() === "") return fields;
  const pairs = text.split("&");
  if (pairs.length > MAX_PARTS) throw new BodyError(400, "The submission has too many fields.");
  for (const pair of pairs) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? "" : pair.slice(eq + 1);
    try {
      addField(
        fields,
        decodeURIComponent(rawName.replace(/\+/g, " ")),
        decodeURIComponent(rawValue.replace(/\+/g, " ")),
      );
    } catch {
      throw new BodyError(400, "The form data is malformed (bad percent-encoding or not UTF-8).");
    }
  }
  return fields;
}

export function parseJson(bytes: Uint8Array): Fields {
  const text = decodeUtf8(bytes);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BodyError(400, "The request body is not valid JSON.");
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new BodyError(400, "The JSON body must be an object of form fields.");
  }
  const fields: Fields = Object.create(null) as Fields;
  const entries = Object.entries(data as Record<string, unknown>);
  if (entries.length > MAX_PARTS) throw new BodyError(400, "The submission has too many fields.");
  // Lists, objects and null are not form values: they are left out, so a form field sent that way
  // reads as missing and an unknown one is ignored like any other.
  for (const [name, value] of entries) {
    if (typeof value === "string") fields[name] = value;
    else if (typeof value === "number" || typeof value === "boolean") fields[name] = String(value);
  }
  return fields;
}

const CRLF = Buffer.from("\r\n");
const CRLFCRLF = Buffer.from("\r\n\r\n");

function dispositionParams(header: string): Map<string, string> {
  // form-data; name="first_name"; filename="a.txt"
  const params = new Map<string, string>();
  const re = /;\s*([\w*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(header))) {
    params.set(m[1]!.toLowerCase(), m[2] !== undefined ? m[2].replace(/\\(.)/g, "$1") : (m[3] ?? ""));
  }
  return params;
}

export function parseMultipart(bytes: Uint8Array, boundary: string): Fields {
  if (!/^[0-9A-Za-z'()+_,\-./:=? ]{1,70}$/.test(boundary) || boundary.endsWith(" ")) {
    throw new BodyError(400, "The multipart boundary is missing or invalid.");
  }
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dash = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const malformed = (why: string) => new BodyError(400, `The multipart body is malformed (${why}).`);
  const fields: Fields = Object.create(null) as Fields;

  // The first delimiter is at the very start or after a preamble line.
  let pos: number;
  if (buf.subarray(0, dash.length).equals(dash)) pos = dash.length;
  else {
    const at = buf.indexOf(delimiter);
    if (at < 0) throw malformed("no boundary found");
    pos = at + delimiter.length;
  }

  for (let parts = 0; ; parts++) {
    if (parts > MAX_PARTS) throw new BodyError(400, "The submission has too many fields.");
    // After a delimiter: "--" ends the body, CRLF starts a part (transport padding allowed).
    if (buf[pos] === 0x2d && buf[pos + 1] === 0x2d) return fields;
    while (buf[pos] === 0x20 || buf[pos] === 0x09) pos++;
    if (!buf.subarray(pos, pos + 2).equals(CRLF)) throw malformed("truncated or missing line break");
    pos += 2;
    const headerEnd = buf.indexOf(CRLFCRLF, pos);
    if (headerEnd < 0) throw malformed("truncated part headers");
    const headerText = decodeUtf8(buf.subarray(pos, headerEnd));
    const contentStart = headerEnd + 4;
    const contentEnd = buf.indexOf(delimiter, contentStart);
    if (contentEnd < 0) throw malformed("truncated: no closing boundary");

    let name: string | undefined;
    let isFile = false;
    for (const line of headerText.split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon <= 0) throw malformed("bad part header");
      if (line.slice(0, colon).trim().toLowerCase() !== "content-disposition") continue;
      const value = line.slice(colon + 1).trim();
      if (!/^form-data\b/i.test(value)) throw malformed("part is not form-data");
      const params = dispositionParams(value);
      name = params.get("name");
      isFile = params.has("filename") || params.has("filename*");
    }
    if (name === undefined) throw malformed("part without a name");
    if (!isFile) addField(fields, name, decodeUtf8(buf.subarray(contentStart, contentEnd)));
    pos = contentEnd + delimiter.length;
  }
}

/** Parses a body by its Content-Type. Throws BodyError (400/413/415) for anything unusable. */
export function parseEnquiryBody(contentType: string | null | undefined, bytes: Uint8Array): Fields {
  const media = parseMediaType(contentType);
  if (!media) {
    throw new BodyError(415, "Please send the form as multipart/form-data, URL-encoded form data or JSON.");
  }
  if (bytes.byteLength === 0) throw new BodyError(400, "The request body is empty.");
  switch (media.type) {
    case "multipart/form-data": {
      const boundary = media.params.get("boundary");
      if (!boundary) throw new BodyError(400, "The multipart boundary is missing or invalid.");
      return parseMultipart(bytes, boundary);
    }
    case "application/x-www-form-urlencoded":
      requireUtf8Charset(media);
      return parseUrlEncoded(bytes);
    case "application/json":
      requireUtf8Charset(media);
      return parseJson(bytes);
    default:
      throw new BodyError(415, "Please send the form as multipart/form-data, URL-encoded form data or JSON.");
  }
}
