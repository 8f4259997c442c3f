/**
 * Requests that never finish or break off (faults 3 and 6): over raw sockets, as a slow or careless
 * client sends them. The server cuts them off with our JSON error and the security headers.
 */
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { startServer, type RunningServer } from "./start";
import { rawRequest, tempDir, writeTree } from "./test-helpers";

/** Writes `payload`, optionally half-closes, and resolves with all the server sent until it closed. */
function exchange(port: number, payload: string, options: { halfClose?: boolean; keepSending?: number } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (d) => chunks.push(d));
    // Writing into a socket the server has closed fails; what it answered before is what counts.
    socket.on("error", () => {});
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.write(payload);
    if (options.halfClose) socket.end();
    let left = options.keepSending ?? 0;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (left > 0 && !socket.destroyed) {
        left -= chunk.length;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
    };
    pump();
  });
}

const jsonAnswer = (raw: string) => JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4)) as { success: boolean; message: string };

describe("slow and broken requests", () => {
  const tmp = tempDir();
  let server: RunningServer;

  beforeAll(async () => {
    writeTree(path.join(tmp.dir, "build/client"), {
      "index.html": "<!doctype html><title>Home</title>",
      _headers: "/*\n  X-Content-Type-Options: nosniff\n",
    });
    const config = loadConfig({ PORT: "0", INBOX_DB: "inbox.sqlite", INBOX_RATE_LIMIT: "0" }, tmp.dir);
    // Short timeouts so the test need not wait the real 30 s.
    server = await startServer(config, { log: () => {}, requestTimeoutMs: 800, headersTimeoutMs: 400 });
  });
  afterAll(async () => {
    await server?.close(100);
    tmp.cleanup();
  });

  const head = (length: number) =>
    `POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it("cuts off a body that never finishes with a JSON 408, and closes the connection", async () => {
    const raw = await rawRequest(server.port, head(1000) + '{"access_key":', 10_000);
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(raw).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    expect(jsonAnswer(raw)).toEqual({ success: false, message: expect.stringMatching(/too long/) });
  });

  it("cuts off headers that never finish the same way", async () => {
    const raw = await rawRequest(server.port, "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: 1", 10_000);
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(jsonAnswer(raw).success).toBe(false);
  });

  it("answers a request that times out on a kept-alive connection after an answered one", async () => {
    const raw = await exchange(server.port, "GET / HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n");
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw).toMatch(/HTTP\/1\.1 408 [^]*"success":false/);
  });

  it("answers a truncated body that the client half-closes with our JSON 400", async () => {
    const raw = await exchange(server.port, head(1000) + '{"access_key":"x"', { halfClose: true });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toMatch(/\r\ncontent-type: application\/json/i);
    expect(jsonAnswer(raw)).toEqual({ success: false, message: expect.any(String) });
  });

  it("answers an oversize body with the JSON 413 even when the client keeps sending", async () => {
    const raw = await exchange(server.port, head(8 * 1024 * 1024), { keepSending: 8 * 1024 * 1024 });
    expect(raw).toMatch(/^HTTP\/1\.1 413 /);
    expect(jsonAnswer(raw)).toEqual({ success: false, message: expect.stringMatching(/too large/) });
  });

  it("keeps serving pages afterwards", async () => {
    expect((await fetch(server.url + "/")).status).toBe(200);
  });
});
