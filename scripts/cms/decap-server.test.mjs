import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDecapServer } from "./decap-server.mjs";

const PORT = 27081;
const ask = (host, address = "127.0.0.1") =>
  new Promise((resolve) => {
    const body = JSON.stringify({ action: "info" });
    const socket = net.connect({ host: address, port: PORT });
    let data = "";
    socket.on("data", (d) => (data += d));
    socket.on("error", (error) => resolve(`error ${error.code}`));
    socket.on("close", () => resolve(data));
    socket.on("connect", () =>
      socket.write(
        `POST /api/v1 HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      ),
    );
  });

describe("npm run cms: decap-server", { timeout: 30_000 }, () => {
  let child;
  beforeAll(async () => {
    child = startDecapServer(PORT, { stdio: ["ignore", "pipe", "pipe"] });
    await new Promise((resolve, reject) => {
      child.stdout.on("data", (d) => /listening/i.test(String(d)) && resolve());
      let err = "";
      child.stderr.on("data", (d) => (err += d));
      child.on("exit", (code) => reject(new Error(`decap-server exited with ${code}: ${err}`)));
    });
  });
  afterAll(() => child?.kill("SIGTERM"));

  it("answers requests addressed to this computer", async () => {
    expect(await ask(`localhost:${PORT}`)).toMatch(/^HTTP\/1\.1 200[^]*"type":"local_fs"/);
    expect(await ask(`127.0.0.1:${PORT}`)).toMatch(/^HTTP\/1\.1 200/);
  });

  it("refuses any other Host (DNS rebinding) without touching the files", async () => {
    expect(await ask(`evil.example:${PORT}`)).toMatch(/^HTTP\/1\.1 403/);
    expect(await ask("localhost")).toMatch(/^HTTP\/1\.1 403/);
  });

  it("listens on 127.0.0.1 only", async () => {
    expect(await ask(`localhost:${PORT}`, "127.0.0.2")).toBe("error ECONNREFUSED");
  });
});
