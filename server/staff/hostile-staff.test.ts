/**
 * Issue 44, the staff inbox attacked over real sockets on the real server process: a HEAD and a
 * stalled download of the CSV export (which held a database iterator across an await and blocked
 * every enquiry), guessing in bursts, passkey failures and challenges, a malformed sign-in body.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboxPaths } from "../../contract/inbox";
import { postEnquiry, VALID } from "../inbox/fixtures";
import { rawConnection, STAFF, startTestSite, until, type TestSite } from "../test-site";
import { MAX_FAILURES_PER_CLIENT, MAX_FAILURES_PER_EMAIL } from "./login-limits";

/** Enough rows that the export's CSV (about 20 MB) overfills every socket buffer of a client that never reads. */
const ROWS = 4000;
const BRIEF = "Pipe spool fabrication and hydrotest, Onne. ".repeat(110);

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({}, (store) =>
    store.db.transaction(() => {
      for (let i = 0; i < ROWS; i++) {
        store.insert({
          formType: "quote",
          status: "accepted",
          clientAddress: "192.0.2.1",
          fields: { ...VALID.quote, project_brief: BRIEF },
        });
      }
    })(),
  );
}, 120_000);
afterAll(() => site?.stop());

/** A POST from a chosen loopback address (the limits are per client address). */
function postFrom(from: string, pathname: string, body: string, contentType: string): Promise<{ status: number; text: string }> {
  const url = new URL(pathname, site.server.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", localAddress: from, headers: { Origin: site.server.url, "Content-Type": contentType, Connection: "close" } },
      (response) => {
        let text = "";
        response.on("data", (d: Buffer) => (text += d.toString()));
        response.on("end", () => resolve({ status: response.statusCode!, text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
const signInFrom = (from: string, email: string, password: string) =>
  postFrom(from, inboxPaths.login, new URLSearchParams({ email, password }).toString(), "application/x-www-form-urlencoded");

const enquiryStored = async () => {
  const response = await postEnquiry(site.server.url, { ...VALID.quote, project_brief: "Sent while the export runs." });
  return response.status;
};

describe("the CSV export holds nothing across the network", { timeout: 90_000 }, () => {
  it("answers a HEAD at once, and enquiries, notes and sign-ins go on", async () => {
    const cookie = await site.signIn();
    const head = await fetch(`${site.server.url}/api/inbox/enquiries.csv?status=all`, {
      method: "HEAD",
      headers: { Cookie: cookie },
      signal: AbortSignal.timeout(20_000),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await enquiryStored()).toBe(200);
    const note = await fetch(`${site.server.url}/api/inbox/enquiries/1/notes`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ text: "Called back." }),
    });
    expect(note.status).toBe(200);
    await site.signIn();
  });

  it("a download that stalls blocks no enquiry, and SIGTERM then stops the server cleanly", async () => {
    const cookie = await site.signIn();
    const stalled = rawConnection(site.server.url);
    stalled.socket.write(`GET /api/inbox/enquiries.csv?status=all HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\n\r\n`);
    // Reading nothing: once the server has sent what the socket buffers take, its next write waits.
    expect(await until(() => stalled.received().length > 0, 20_000)).toBe(true);
    stalled.socket.pause();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await enquiryStored()).toBe(200);
    await site.signIn();

    site.server.child.kill("SIGTERM");
    expect(await site.server.exited).toBe(0);
    expect(site.server.output()).not.toMatch(/Error|busy/i);
    stalled.socket.destroy();
  });
});

describe("guessing", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    if (await site.serving()) return;
    site.stop();
    site = await startTestSite();
  }, 60_000);

  it("20 simultaneous wrong passwords for one account: at most 5 are tried, and the right one after them does not sign in", async () => {
    const guesses = Array.from({ length: 19 }, (_, i) => signInFrom("127.0.0.11", STAFF.email, `wrong guess number ${i}`));
    // The right one goes once the server has answered one of them: by then the burst is under way.
    await Promise.race([Promise.any(guesses), new Promise((resolve) => setTimeout(resolve, 2000))]);
    const right = signInFrom("127.0.0.11", STAFF.email, STAFF.password);
    const statuses = (await Promise.all([...guesses, right])).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(MAX_FAILURES_PER_EMAIL);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it("simultaneous guesses at many accounts from one address: at most 20 are tried", async () => {
    const count = MAX_FAILURES_PER_CLIENT + 10;
    const statuses = (
      await Promise.all(Array.from({ length: count }, (_, i) => signInFrom("127.0.0.12", `someone${i}@example.com`, "a wrong password")))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(MAX_FAILURES_PER_CLIENT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(count - MAX_FAILURES_PER_CLIENT);
  });

  it("a malformed sign-in body answers 400, not 500", async () => {
    const response = await postFrom("127.0.0.13", inboxPaths.login, "email=a", "multipart/form-data");
    expect(response.status).toBe(400);
    expect(response.text).toContain("did not arrive whole");
  });

  it("failed passkey sign-ins lock that client address only, not everyone", async () => {
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      expect((await postFrom("127.0.0.14", inboxPaths.passkeyLogin, "{not json", "application/json")).status).toBe(401);
    }
    expect((await postFrom("127.0.0.14", inboxPaths.passkeyLogin, "{not json", "application/json")).status).toBe(429);
    expect((await postFrom("127.0.0.15", inboxPaths.passkeyLogin, "{not json", "application/json")).status).toBe(401);
  });
});
