import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStaffUsers } from "./users";
import { LOCKED_SIGN_IN, WRONG_SIGN_IN } from "./sign-in";
import { ORIGIN, STAFF, staffTestApp } from "./test-app";

let t: Awaited<ReturnType<typeof staffTestApp>>;
beforeEach(async () => {
  t = await staffTestApp({ trustProxy: true });
});
afterEach(() => t.close());

const from = (ip: string) => ({ "X-Forwarded-For": ip });

describe("sign-in with a password", () => {
  it("answers an unknown address and a wrong password alike, and stores no session", async () => {
    const unknown = await t.login("nobody@example.com", STAFF.password, from("192.0.2.10"));
    const wrong = await t.login(STAFF.email, "not the password at all", from("192.0.2.11"));
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.text()).toBe(await wrong.text());
    expect(unknown.headers.get("set-cookie")).toBeNull();
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect(t.store.db.prepare("SELECT COUNT(*) AS n FROM staff_sessions").get()).toEqual({ n: 0 });
  });

  it("shows the message as text in the page", async () => {
    const page = await (await t.login("x@example.com", "wrong password here")).text();
    expect(page).toContain(`<p data-sign-in-message="" role="alert">${WRONG_SIGN_IN.replace("'", "&#39;")}</p>`);
  });

  it("sets a new HttpOnly, SameSite=Strict session cookie and goes to the inbox", async () => {
    const response = await t.login(STAFF.email, STAFF.password);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/inbox");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^inbox_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("marks the cookie Secure when the request came over HTTPS through the proxy", async () => {
    const response = await t.login(STAFF.email, STAFF.password, { "X-Forwarded-Proto": "https", Origin: "https://localhost" });
    expect(response.headers.get("set-cookie")).toMatch(/; Secure/);
  });

  it("gives a new session id at every sign-in; one planted before it is worth nothing", async () => {
    const planted = "inbox_session=planted-by-an-attacker-0000000000000000000000000";
    const response = await t.login(STAFF.email, STAFF.password, { Cookie: planted });
    const fresh = response.headers.get("set-cookie")!.split(";")[0]!;
    expect(fresh).not.toBe(planted);
    expect((await t.request("/api/inbox/me", { headers: { Cookie: planted } })).status).toBe(401);
    expect((await t.request("/api/inbox/me", { headers: { Cookie: fresh } })).status).toBe(200);
    const again = (await t.login(STAFF.email, STAFF.password)).headers.get("set-cookie")!.split(";")[0];
    expect(again).not.toBe(fresh);
  });

  it("locks an address after 5 failures in 15 minutes, even for the right password", async () => {
    for (let i = 0; i < 5; i++) expect((await t.login(STAFF.email, `wrong password ${i}`, from(`192.0.2.${20 + i}`))).status).toBe(401);
    const right = await t.login(STAFF.email, STAFF.password, from("192.0.2.99"));
    expect(right.status).toBe(429);
    expect(await right.text()).toContain(LOCKED_SIGN_IN);
    expect(right.headers.get("set-cookie")).toBeNull();
  });

  it("locks a client address after 20 failures, whatever address it tries next", async () => {
    await createStaffUsers(t.store.db).add("bola.staff@example.com", "another long passphrase");
    for (let i = 0; i < 20; i++) await t.login(`guess${i}@example.com`, "wrong password!!", from("198.51.100.7"));
    expect((await t.login("bola.staff@example.com", "another long passphrase", from("198.51.100.7"))).status).toBe(429);
    expect((await t.login("bola.staff@example.com", "another long passphrase", from("198.51.100.8"))).status).toBe(303);
  }, 60_000); // 23 scrypt hashes on purpose

  it("refuses a sign-in posted from another site (403) without looking at the password", async () => {
    const response = await t.login(STAFF.email, STAFF.password, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

describe("the sign-in page", () => {
  it("sends someone already signed in to the inbox", async () => {
    const cookie = await t.signIn();
    const response = await t.request("/inbox/login", { headers: { Cookie: cookie } });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/inbox");
    expect((await t.request("/inbox/login")).status).toBe(200);
  });
});

describe("sessions end", () => {
  it("at sign-out", async () => {
    const cookie = await t.signIn();
    const out = await t.request("/inbox/logout", { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN } });
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await t.request("/api/inbox/me", { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("when the account is removed, at once", async () => {
    const cookie = await t.signIn();
    await createStaffUsers(t.store.db).remove(STAFF.email);
    expect((await t.request("/api/inbox/me", { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("when the password changes", async () => {
    const cookie = await t.signIn();
    await createStaffUsers(t.store.db).setPassword(STAFF.email, "a brand new passphrase");
    expect((await t.request("/api/inbox/me", { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("after 12 hours without a request", async () => {
    const cookie = await t.signIn();
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString();
    t.store.db.prepare("UPDATE staff_sessions SET last_seen_at = ?").run(at(11.9));
    expect((await t.request("/api/inbox/me", { headers: { Cookie: cookie } })).status).toBe(200);
    t.store.db.prepare("UPDATE staff_sessions SET last_seen_at = ?").run(at(12.1));
    expect((await t.request("/api/inbox/me", { headers: { Cookie: cookie } })).status).toBe(401);
  });
});
