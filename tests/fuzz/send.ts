/** Sends one fuzz request over its own TCP connection, byte for byte as generated, and reads the answer's status. */
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { ORIGIN_SLOT, type FuzzRequest } from "./requests";

export interface Answer {
  /** The final status (after any 100 Continue), or null when none came. */
  status: number | null;
  /** The connection stayed open without an answer until the client gave up: a hang. */
  hung: boolean;
  /**
   * The server reset the connection before a status was read: an answer it sent before leaving a
   * body unread (a 413 at the limit) can be lost with it.
   */
  reset?: true;
}

/** How long a request the client sent in full may wait for its answer (the fuzz server's request timeout is shorter). */
export const ANSWER_TIMEOUT_MS = 15_000;
/** After a cut body, how long the client waits for an answer or the close. */
const CUT_WAIT_MS = 8_000;

function chunked(body: Buffer): Buffer {
  if (body.length === 0) return Buffer.from("0\r\n\r\n");
  // Two chunks when there is room, so the chunk boundary falls inside the body.
  const half = Math.ceil(body.length / 2);
  const chunk = (b: Buffer) => [Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from("\r\n")];
  return Buffer.concat([
    ...chunk(body.subarray(0, half)),
    ...(half < body.length ? chunk(body.subarray(half)) : []),
    Buffer.from("0\r\n\r\n"),
  ]);
}

/** The request's bytes: request line and headers, then the body framed as generated. */
export function encode(request: FuzzRequest, context: { origin: string; cookie: string | null }): { head: Buffer; body: Buffer } {
  const headers = request.headers.map(([name, value]) => [name, value === ORIGIN_SLOT ? context.origin : value] as const);
  const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: ${new URL(context.origin).host}`, "Connection: close"];
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  if (request.session && context.cookie) lines.push(`Cookie: ${context.cookie}`);
  let body = request.body;
  if (request.framing === "length") lines.push(`Content-Length: ${body.length}`);
  else if (request.framing === "wrong-length") lines.push(`Content-Length: ${body.length + 17}`);
  else if (request.framing === "chunked") {
    lines.push("Transfer-Encoding: chunked");
    body = chunked(body);
  }
  return { head: Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), body };
}

function finalStatus(received: string): number | null {
  for (const match of received.matchAll(/^HTTP\/1\.[01] (\d{3})/gm)) {
    const status = Number(match[1]);
    if (status >= 200) return status;
  }
  return null;
}

export function send(port: number, request: FuzzRequest, context: { origin: string; cookie: string | null }): Promise<Answer> {
  const { head, body } = encode(request, context);
  const { delivery } = request;
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    let done = false;
    let timer: NodeJS.Timeout | null = null;
    const finish = (answer: Answer) => {
      if (done) return;
      done = true;
      if (timer) clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const wait = (ms: number) => {
      timer = setTimeout(() => finish({ status: finalStatus(received), hung: finalStatus(received) === null }), ms);
    };
    socket.on("data", (data: Buffer) => {
      received += data.toString("latin1");
      // The status is all the properties need; a client that leaves after it is one more the server must survive.
      const status = finalStatus(received);
      if (status !== null && /\r\n\r\n/.test(received.slice(received.search(new RegExp(`^HTTP/1\\.[01] ${status}`, "m"))))) {
        finish({ status, hung: false });
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) =>
      finish({ status: finalStatus(received), hung: false, ...(error.code === "ECONNRESET" && { reset: true as const }) }),
    );
    socket.on("close", () => finish({ status: finalStatus(received), hung: false }));
    socket.on("connect", () => {
      void (async () => {
        const write = (b: Buffer) => new Promise<void>((ok) => (socket.destroyed || b.length === 0 ? ok() : socket.write(b, () => ok())));
        const all = Buffer.concat([head, body]);
        if (delivery.kind === "whole") {
          await write(all);
          wait(ANSWER_TIMEOUT_MS);
        } else if (delivery.kind === "slow") {
          const size = Math.ceil(all.length / delivery.pieces);
          for (let at = 0; at < all.length && !done; at += size) {
            await write(all.subarray(at, at + size));
            await sleep(delivery.pauseMs);
          }
          wait(ANSWER_TIMEOUT_MS);
        } else {
          // Cut inside the body when there is one, else inside the head.
          const cutAt = body.length > 0 ? head.length + Math.floor(delivery.at * body.length) : Math.floor(delivery.at * head.length);
          await write(all.subarray(0, cutAt));
          if (delivery.kind === "abandon") return finish({ status: null, hung: false });
          socket.end();
          wait(CUT_WAIT_MS);
        }
      })();
    });
  });
}
