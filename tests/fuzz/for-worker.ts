/**
 * The fuzz requests as Cloudflare's edge would hand them to the Worker (worker-target.ts says what
 * holds only on Node, and why). Kept apart from the target so its test loads no Miniflare.
 */
import type { FuzzRequest } from "./requests";

const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);
const FETCH_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]);

/**
 * Headers of the client's connection with the edge, not of the request the Worker gets: the body's
 * framing (the edge reads the client's and sends its own) and `Expect: 100-continue` (answered
 * between the client and the edge; local workerd left such a request unanswered for 15 s).
 */
const EDGE_HEADERS = new Set(["content-length", "transfer-encoding", "expect"]);

/**
 * What HTTP allows in a header's value (RFC 9110 5.5): no control character but tab. A request
 * carrying one is refused by the edge before any Worker runs (local workerd answers its own 400 or
 * closes the connection), so the Worker's run sends the generated value without them: the rest of
 * it still reaches the Worker, and no request is generated only to be dropped.
 */
const allowedInValue = (char: string) => char === "\t" || (char >= " " && char !== "\x7f");

/**
 * The request as Cloudflare's edge would hand it to the Worker: whole, with true framing and no
 * framing header of the client's (a request with two Content-Lengths is the edge's to refuse; local
 * workerd answers it with its own 500 before the Worker runs), and header values HTTP allows.
 */
export function forWorker(request: FuzzRequest): FuzzRequest | null {
  // The Fetch standard's forbidden methods: no Request can carry them, so the edge never hands one
  // to a Worker (local workerd answers them with its own 500).
  if (FORBIDDEN_METHODS.has(request.method.toUpperCase())) return null;
  // The request line is the edge's to parse: a Worker gets a URL, so only origin-form targets
  // (`/path`) reach it (`*` and absolute-form: local workerd answers them with its own 500).
  if (!request.target.startsWith("/")) return null;
  // Methods other than HTTP's own (case-sensitive: `get` too): local workerd answers 501, as HTTP
  // says, and then left the next connection unanswered for 15 s (`get /about` → 501, then
  // `GET /fr/about` hung). Whether the edge passes such a method on is not provable offline.
  if (!FETCH_METHODS.has(request.method)) return null;
  // Nor does a GET or HEAD Request carry a body (local workerd left some such requests unanswered).
  const bodiless = request.method === "GET" || request.method === "HEAD";
  return {
    ...request,
    ...(bodiless && { body: Buffer.alloc(0), framing: "none" as const }),
    headers: request.headers
      .filter(([name]) => !EDGE_HEADERS.has(name.toLowerCase()))
      .map(([name, value]): [string, string] => [name, [...value].filter(allowedInValue).join("")]),
    delivery: { kind: "whole" },
    ...(!bodiless && { framing: request.framing === "wrong-length" ? ("length" as const) : request.framing }),
  };
}
