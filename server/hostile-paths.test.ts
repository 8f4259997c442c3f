/**
 * Issue 44: redirects never leave the site. A path with several leading slashes (`//about.html`)
 * was answered 308 to `//about`, which a browser reads as the host `about`; a same-origin
 * `redirect` field could do the same. The real server process over real sockets.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody, TEST_ACCESS_KEY, VALID } from "./inbox/fixtures";
import { rawConnection, startTestSite, until, type TestSite } from "./test-site";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
}, 60_000);
afterAll(() => site?.stop());

/** The status and Location of a GET sent as written (fetch would normalise the path). */
async function get(target: string): Promise<{ status: number; location: string | undefined }> {
  const c = rawConnection(site.server.url);
  c.socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  await until(() => c.received().includes("\r\n\r\n"));
  c.socket.destroy();
  const text = c.received();
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), location: /\r\nlocation: ([^\r\n]*)/i.exec(text)?.[1] };
}

describe("redirects stay on the site", () => {
  it("//about.html and ///about.html answer 308 to /about, never //about", async () => {
    expect(await get("/about.html")).toEqual({ status: 308, location: "/about" });
    expect(await get("//about.html")).toEqual({ status: 308, location: "/about" });
    expect(await get("///about.html?x=1")).toEqual({ status: 308, location: "/about?x=1" });
  });

  it("a same-origin redirect field with a second slash lands on our own path", async () => {
    const { body, contentType } = multipartBody({
      access_key: TEST_ACCESS_KEY,
      ...VALID.quote,
      redirect: `${site.server.url}//evil.example/thanks`,
    });
    const response = await fetch(`${site.server.url}/api/enquiries`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": contentType, accept: "text/html" },
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/evil\.example\/thanks/);
  });
});

describe("a client hanging up inside a chunked body", () => {
  it("is no error of the server's: nothing logged as unhandled, and it keeps serving", async () => {
    for (const target of ["/api/enquiries", "/inbox/login"]) {
      const c = rawConnection(site.server.url);
      c.socket.write(
        `POST ${target} HTTP/1.1\r\nHost: x\r\nOrigin: ${site.server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nemail\r\n`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      c.socket.destroy();
    }
    expect(await site.serving()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(site.server.output()).not.toMatch(/Unhandled error/);
  });
});
