/** How the fuzz client tells a connection the server reset from one it closed (send.ts). */
import net from "node:net";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { send } from "./send";
import { plainPost } from "./plain-post";

const request = plainPost();

let server: net.Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

/** A server that, once the request's first bytes arrive, leaves the connection as `leave` says. */
async function serving(leave: (socket: net.Socket) => void): Promise<number> {
  server = net.createServer((socket) => socket.once("data", () => leave(socket)));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as net.AddressInfo).port;
}

describe("the fuzz client", () => {
  it("counts a connection the server resets before any status as reset, and one it closes as no answer", async () => {
    const origin = { origin: "http://127.0.0.1", cookie: null };
    const reset = await serving((socket) => socket.resetAndDestroy());
    expect(await send(reset, request, origin)).toEqual({ status: null, hung: false, reset: true });
    server?.close();
    const closed = await serving((socket) => socket.end());
    expect(await send(closed, request, origin)).toEqual({ status: null, hung: false });
  });
});
