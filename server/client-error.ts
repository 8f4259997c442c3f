/**
 * Answers the requests Node's HTTP parser gives up on (a body cut short by a half-close, malformed
 * HTTP, a request that outlived the timeout) with our JSON error and the security headers, instead
 * of Node's empty 400/408. These never reach Hono, so this has to be a `clientError` listener.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { headersForPath, type HeaderRule } from "./headers-file";

function answerFor(code: string | undefined): [status: number, reason: string, message: string] {
  switch (code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return [408, "Request Timeout", "The request took too long to arrive. Please try again."];
    case "HPE_HEADER_OVERFLOW":
      return [431, "Request Header Fields Too Large", "The request headers are too large."];
    default:
      return [400, "Bad Request", "The request was malformed or incomplete."];
  }
}

export function answerClientErrors(server: Server, headerRules: readonly HeaderRule[]): void {
  // The request a socket is busy with: its response may already have started, and its path picks
  // the `_headers` rules.
  const current = new WeakMap<Duplex, { req: IncomingMessage; res: ServerResponse }>();
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    current.set(socket, { req, res });
    // Answered: a later error on this keep-alive connection belongs to a request not yet routed.
    res.once("finish", () => {
      if (current.get(socket)?.res === res) current.delete(socket);
    });
  });

  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = current.get(socket);
    if (socket.writable && !inFlight?.res.headersSent) {
      const [status, reason, message] = answerFor(error.code);
      const body = JSON.stringify({ success: false, message });
      const path = inFlight?.req.url?.split("?")[0] ?? "/";
      const headers: Record<string, string> = {
        ...headersForPath(headerRules, path),
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": String(Buffer.byteLength(body)),
        "Cache-Control": "no-store",
        Connection: "close",
      };
      const head = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("");
      // Closed once written: a client that never closes its side must not keep the socket.
      socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`, () => socket.destroy());
    } else {
      socket.destroy();
    }
  });
}
