/**
 * Node's own responses carry the security headers too. Hono's middleware (app.ts) adds them to
 * everything Hono answers, but Node writes some answers itself, without Hono: the 503 for a
 * pipelined request over `maxRequestsPerSocket`, for one. Node lets a server choose its response
 * class, so ours sets every `_headers` header the response does not already have when its head is
 * written (parse errors never get a response object: client-error.ts answers those).
 */
import { ServerResponse, type IncomingMessage } from "node:http";
import { headersForPath, type HeaderRule } from "./headers-file";

export function secureResponseClass(rules: readonly HeaderRule[]): typeof ServerResponse {
  class SecureResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {}
  const writeHead = ServerResponse.prototype.writeHead;
  SecureResponse.prototype.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const path = this.req?.url?.split("?")[0] ?? "/";
    for (const [name, value] of Object.entries(headersForPath(rules, path))) {
      if (!this.hasHeader(name)) this.setHeader(name, value);
    }
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as ServerResponse["writeHead"];
  return SecureResponse;
}
