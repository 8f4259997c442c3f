/**
 * Issue 27's attacks, each from its own loopback address while another address is served: limits
 * per client address (connections, bodies in flight), idle sockets, pipelining, a multipart body of
 * thousands of parts, and Node's own answers carrying the security headers. Timings are measured
 * by `npm run bench:inbox-abuse`, not asserted here.
 */
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { startServer, type RunningServer } from "./start";
import { tempDir, writeTree } from "./test-helpers";
import { multipartBody, TEST_ACCESS_KEY, VALID } from "./inbox/fixtures";

const HEADERS = "/*\n  X-Content-Type-Options: nosniff\n  X-Frame-Options: DENY\n";

/** A raw connection from `from`; `received()` is everything the server sent so far. */
function connect(port: number, from: string) {
  const socket = net.connect({ host: "127.0.0.1", port, localAddress: from });
  let data = "";
  socket.on("data", (d: Buffer) => (data += d.toString("latin1")));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, closed, connected, received: () => data };
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

function post(server: RunningServer, fields: Record<string, string>) {
  const { body, contentType } = multipartBody(fields);
  return fetch(`${server.url}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": contentType, accept: "application/json" },
    body: new Uint8Array(body),
  });
}

describe("limits per client address", () => {
  const tmp = tempDir();
  let server: RunningServer;
  beforeAll(async () => {
    writeTree(path.join(tmp.dir, "build/client"), { "index.html": "<!doctype html><title>Home</title>", _headers: HEADERS });
    const config = loadConfig(
      {
        PORT: "0",
        INBOX_DB: "inbox.sqlite",
        INBOX_ACCESS_KEY: TEST_ACCESS_KEY,
        INBOX_RATE_LIMIT: "0",
        MAX_CONNECTIONS_PER_ADDRESS: "4",
        MAX_BODIES_PER_ADDRESS: "2",
        MAX_REQUESTS_PER_CONNECTION: "3",
        IDLE_TIMEOUT: "1",
      },
      tmp.dir,
    );
    server = await startServer(config, { log: () => {} });
  });
  afterAll(async () => {
    await server?.close(100);
    tmp.cleanup();
  });

  it("closes connections over the per-address cap and keeps serving other addresses", async () => {
    const conns = Array.from({ length: 6 }, () => connect(server.port, "127.0.0.2"));
    await Promise.all(conns.slice(0, 4).map((c) => c.connected));
    await Promise.race([Promise.all(conns.slice(4).map((c) => c.closed)), new Promise((r) => setTimeout(r, 3000))]);
    expect(conns.filter((c) => c.socket.destroyed)).toHaveLength(2);
    const page = await fetch(server.url + "/");
    expect(page.status).toBe(200);
    for (const c of conns) c.socket.destroy();
  });

  it("closes a connection that never sends a byte after the idle timeout", async () => {
    const idle = connect(server.port, "127.0.0.3");
    await idle.connected;
    await Promise.race([idle.closed, new Promise((r) => setTimeout(r, 4000))]);
    expect(idle.socket.destroyed).toBe(true);
  });

  it("gives each address its own bodies in flight: a slow client does not take an honest one's slot", async () => {
    const head = (n: number) =>
      `POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${n}\r\n\r\nac`;
    const slow = [connect(server.port, "127.0.0.4"), connect(server.port, "127.0.0.4")];
    for (const s of slow) {
      await s.connected;
      s.socket.write(head(1000));
    }
    await new Promise((r) => setTimeout(r, 200));
    const third = connect(server.port, "127.0.0.4");
    await third.connected;
    third.socket.write(head(1000));
    await until(() => third.received().includes("\r\n\r\n"));
    expect(third.received()).toMatch(/^HTTP\/1\.1 429/);
    expect(third.received()).toMatch(/x-frame-options: DENY/i);

    const honest = await post(server, { access_key: TEST_ACCESS_KEY, ...VALID.quote, project_brief: "honest one" });
    expect(honest.status).toBe(200);
    for (const s of [...slow, third]) s.socket.destroy();
  });

  it("answers pipelined requests past the per-connection cap with Node's 503, our headers on it, then closes", async () => {
    const c = connect(server.port, "127.0.0.5");
    await c.connected;
    c.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n".repeat(5));
    await until(() => (c.received().match(/HTTP\/1\.1 503/g) ?? []).length === 2);
    const statuses = [...c.received().matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => m[1]);
    expect(statuses.slice(0, 3)).toEqual(["200", "200", "200"]);
    expect(statuses.slice(3).every((s) => s === "503")).toBe(true);
    const last = c.received().slice(c.received().lastIndexOf("HTTP/1.1 503"));
    expect(last).toMatch(/X-Content-Type-Options: nosniff/i);
    expect(last).toMatch(/Connection: close/i);
    c.socket.destroy();
  });

  it("answers a malformed request line with the security headers", async () => {
    const c = connect(server.port, "127.0.0.6");
    await c.connected;
    c.socket.write("GARBAGE / NOT-HTTP\r\n\r\n");
    await Promise.race([c.closed, new Promise((r) => setTimeout(r, 3000))]);
    expect(c.received()).toMatch(/^HTTP\/1\.1 400/);
    expect(c.received()).toMatch(/X-Frame-Options: DENY/i);
  });

  it("refuses a multipart body of 15,600 empty file parts without reading it all, and stores nothing", async () => {
    const boundary = "x";
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="a"\r\n\r\n\r\n`;
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="access_key"\r\n\r\n${TEST_ACCESS_KEY}\r\n` +
      part.repeat(15_600) +
      `--${boundary}--\r\n`;
    const before = server.store.count();
    const res = await fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, accept: "application/json" },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: "The submission has too many fields (at most 64)." });
    expect(server.store.count()).toBe(before);
  });
});
