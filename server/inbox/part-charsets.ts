/**
 * The charset each part of a multipart body declares (`Content-Type: text/plain; charset=…` in the
 * part's own headers). busboy decodes a field in its part's declared charset and does not say which
 * it was, so a UTF-16 or Latin-1 part would pass the UTF-8 rule as text that was never UTF-8. No
 * option of busboy's refuses them, hence this watch over the same bytes busboy is given: it finds
 * each part's header block after the boundary and reports the first charset that is not UTF-8.
 * Streamed: between chunks it keeps at most one header block (busboy refuses longer ones itself).
 */

/** busboy's (and Node's) limit on one part's headers; a longer block is refused by busboy. */
const MAX_HEADER_BYTES = 16 * 1024;
const HEADER_END = Buffer.from("\r\n\r\n");
const UTF8 = /^(?:utf-?8|us-ascii)$/i;

/** The boundary of a `multipart/form-data` Content-Type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,200})"|([^;\s]{1,200}))/i.exec(contentType ?? "");
  return match ? (match[1] ?? match[2]!) : null;
}

/** Feed it the body's chunks in order; it returns a declared charset other than UTF-8 as soon as one is seen, else null. */
export function watchPartCharsets(boundary: string): (chunk: Uint8Array) => string | null {
  const delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  // The body's first delimiter has no line break before it.
  let tail: Buffer = Buffer.from("\r\n");
  return (chunk) => {
    const bytes = Buffer.concat([tail, chunk]);
    let from = 0;
    for (;;) {
      const at = bytes.indexOf(delimiter, from);
      if (at < 0) {
        tail = bytes.subarray(Math.max(from, bytes.length - delimiter.length + 1));
        return null;
      }
      const start = at + delimiter.length;
      const end = bytes.indexOf(HEADER_END, start);
      if (end < 0) {
        // The header block goes on in the next chunk; one longer than busboy allows is its to refuse.
        tail =
          bytes.length - at > MAX_HEADER_BYTES + delimiter.length
            ? bytes.subarray(bytes.length - delimiter.length + 1)
            : bytes.subarray(at);
        return null;
      }
      const block = bytes.subarray(start, end).toString("latin1");
      const charset = /^content-type:[^\r\n]*;\s*charset\s*=\s*"?([^";\s]*)/im.exec(block)?.[1];
      if (charset !== undefined && !UTF8.test(charset)) return charset;
      from = end + HEADER_END.length;
    }
  };
}
