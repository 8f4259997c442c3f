/**
 * A browser's own form post with the form service's `redirect` field, over real HTTP: it ends on
 * the site's result pages of the same server, and never on another site's.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startServer, type RunningServer } from "../start";
import { tempDir, writeTree } from "../test-helpers";
import { TEST_ACCESS_KEY, urlEncode, VALID } from "./fixtures";

const browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

describe("POST /api/enquiries with a redirect field", () => {
  const tmp = tempDir();
  let server: RunningServer;

  beforeAll(async () => {
    writeTree(path.join(tmp.dir, "build/client"), {
      "index.html": "<!doctype html><title>Home</title>",
      "404.html": "<!doctype html><title>Not found</title>",
    });
    const config = loadConfig(
      { PORT: "0", INBOX_DB: "data/inbox.sqlite", INBOX_ACCESS_KEY: TEST_ACCESS_KEY, INBOX_RATE_LIMIT: "0" },
      tmp.dir,
    );
    server = await startServer(config, { log: () => {} });
  });
  afterAll(async () => {
    await server?.close(100);
    tmp.cleanup();
  });

  const post = (fields: Record<string, string>, accept = browserAccept) =>
    fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", accept },
      body: urlEncode({ access_key: TEST_ACCESS_KEY, ...fields }),
    });

  it("sends a stored enquiry to the named page of this site (a path or its own absolute URL)", async () => {
    for (const redirect of ["/contact/sent", `${server.url}/contact/sent?form=quote`]) {
      const before = server.store.count();
      const res = await post({ ...VALID.quote, redirect });
      expect(res.status).toBe(303);
      // The reference rides along for the page to show (page-fill.ts); the page's own query stays.
      const expected = new URL(redirect, server.url);
      expected.searchParams.set("reference", server.store.list({ limit: 1 })[0]!.reference!);
      expect(res.headers.get("location")).toBe(expected.pathname + expected.search);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(server.store.count()).toBe(before + 1);
    }
  });

  it("sends a refused one to the not-sent page, at the section that says why", async () => {
    const before = server.store.count();
    const invalid = await post({ ...VALID.quote, email: "", redirect: "/contact/sent" });
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get("location")).toBe("/contact/not-sent#invalid");
    const badKey = await post({ ...VALID.quote, access_key: "wrong", redirect: "/contact/sent" });
    expect(badKey.headers.get("location")).toBe("/contact/not-sent#refused");
    expect(server.store.count()).toBe(before);
  });

  it("is never an open redirect: other hosts are ignored and the plain answer comes back", async () => {
    for (const redirect of [
      "https://evil.example/phish",
      "//evil.example/x",
      "/\\evil.example/x",
      "javascript:alert(1)",
      "http://127.0.0.1:1/x",
    ]) {
      const res = await post({ ...VALID.quote, redirect });
      expect(res.status, redirect).toBe(200);
      expect(res.headers.get("location")).toBeNull();
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    }
  });

  it("answers the site's own fetch (JSON) as before, whatever the field says", async () => {
    const res = await post({ ...VALID.quote, redirect: "/contact/sent" }, "application/json");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
  });
});
