/**
 * Fault 4 and the memory bound of fault 3: per-visitor quotas behind the reverse proxy, refused
 * posts not using them, the cheaper raw-request limit, and the cap on bodies read at once.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { defaultHeaderRules } from "../headers-file";
import { startServer, type RunningServer } from "../start";
import { createStaticSite } from "../static-site";
import { tempDir } from "../test-helpers";
import { TEST_ACCESS_KEY, urlEncode, VALID } from "./fixtures";
import { createInboxApi } from "./route";
import { openStore } from "./store";
import { ENQUIRY_WORDS_EN } from "../../contract/enquiry-words-en";

const ANSWERS = ENQUIRY_WORDS_EN.answers;

async function start(dir: string, env: Record<string, string>): Promise<RunningServer> {
  const config = loadConfig({ PORT: "0", INBOX_DB: "inbox.sqlite", INBOX_ACCESS_KEY: TEST_ACCESS_KEY, ...env }, dir);
  return startServer(config, { log: () => {} });
}

function sender(server: RunningServer) {
  return (fields: Record<string, string>, forwardedFor?: string) =>
    fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      },
      body: urlEncode(fields),
    });
}

const valid = { access_key: TEST_ACCESS_KEY, ...VALID.quote };

describe("behind the reverse proxy (INBOX_TRUST_PROXY=1)", () => {
  const tmp = tempDir();
  let server: RunningServer;
  beforeAll(async () => {
    server = await start(tmp.dir, { INBOX_RATE_LIMIT: "2", INBOX_TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await server?.close(100);
    tmp.cleanup();
  });

  it("gives each visitor their own quota, by the address the proxy appended", async () => {
    const send = sender(server);
    // The first entry is whatever the client claimed; the proxy appended the real one last.
    expect((await send(valid, "6.6.6.6, 203.0.113.7")).status).toBe(200);
    expect((await send(valid, "203.0.113.7")).status).toBe(200);
    expect((await send(valid, "1.1.1.1, 203.0.113.7")).status).toBe(429);
    expect((await send(valid, "198.51.100.9")).status).toBe(200);
    expect(server.store.list({ limit: 1 })[0]!.clientAddress).toBe("198.51.100.9");
  });

  it("does not count refused posts against the visitor's quota", async () => {
    const send = sender(server);
    for (let i = 0; i < 5; i++) expect((await send({ ...valid, access_key: "wrong" }, "192.0.2.1")).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await send({ ...valid, email: "nope" }, "192.0.2.1")).status).toBe(422);
    expect((await send(valid, "192.0.2.1")).status).toBe(200);
    expect((await send(valid, "192.0.2.1")).status).toBe(200);
    expect((await send(valid, "192.0.2.1")).status).toBe(429);
  });

  it("still limits raw requests, refused ones included, per address", async () => {
    const send = sender(server);
    const statuses: number[] = [];
    // 10 raw requests per accepted one: 20 a minute with INBOX_RATE_LIMIT=2.
    for (let i = 0; i < 21; i++) statuses.push((await send({ ...valid, access_key: "wrong" }, "192.0.2.50")).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await send(valid, "192.0.2.51")).status).toBe(200);
  });
});

describe("without INBOX_TRUST_PROXY", () => {
  const tmp = tempDir();
  let server: RunningServer;
  beforeAll(async () => {
    server = await start(tmp.dir, { INBOX_RATE_LIMIT: "1" });
  });
  afterAll(async () => {
    await server?.close(100);
    tmp.cleanup();
  });

  it("ignores X-Forwarded-For: the socket address is the visitor", async () => {
    const send = sender(server);
    expect((await send(valid, "203.0.113.7")).status).toBe(200);
    expect(server.store.list({ limit: 1 })[0]!.clientAddress).toBe("127.0.0.1");
    expect((await send(valid, "198.51.100.9")).status).toBe(429);
  });
});

describe("bodies read at once", () => {
  it("answers 503 at once, without reading, when the cap of bodies in flight is reached", async () => {
    const tmp = tempDir();
    const store = openStore(path.join(tmp.dir, "inbox.sqlite"));
    const api = createInboxApi({ store, accessKey: TEST_ACCESS_KEY, rateLimitPerMinute: 0, maxBodiesInFlight: 1 });
    const app = createApp({ site: createStaticSite(tmp.dir), headerRules: defaultHeaderRules(), api });
    let finish: (() => void) | undefined;
    const slowBody = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(urlEncode(valid)));
        finish = () => controller.close();
      },
    });
    const slow = app.request("/api/enquiries", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: slowBody,
      duplex: "half",
    } as RequestInit);
    const busy = await app.request("/api/enquiries", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: urlEncode(valid),
    });
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBeTruthy();
    expect(busy.headers.get("connection")).toBe("close");
    expect(await busy.json()).toEqual({ success: false, message: ANSWERS.busy });
    finish!();
    expect((await slow).status).toBe(200);
    // The slot is free again.
    const after = await app.request("/api/enquiries", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: urlEncode(valid),
    });
    expect(after.status).toBe(200);
    expect(store.count()).toBe(2);
    store.close();
    tmp.cleanup();
  });
});
