/**
 * The staff inbox's tests, written once and run against both runtimes through a small fetch-like
 * adapter, as the intake's are (intake-contract.ts): the Node server over a real socket with a real
 * SQLite file (staff-node.test.ts) and the Worker in workerd with local D1 and R2
 * (server/worker/staff.test.ts). Enquiries arrive the way visitors send them, through
 * /api/enquiries; staff accounts are made with the same code `npm run inbox -- user add` runs.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS_FIELD } from "../../contract/enquiry-documents";
import { inboxPaths, statusLabels, type EnquiryDetail, type EnquiryPage } from "../../contract/inbox";
import { multipartWithFiles, sampleDocument, TEST_ACCESS_KEY, VALID } from "../inbox/fixtures";
import { MAX_FAILURES_PER_EMAIL } from "../staff/login-limits";
import { LOCKED_SIGN_IN, WRONG_SIGN_IN } from "../staff/sign-in";
import { softPasskey } from "../staff/test-passkey";

/** What the tests need of a runtime. */
export interface StaffTarget {
  /** The inbox's own origin (what its pages send as Origin). */
  origin: string;
  /** A request to the runtime, redirects not followed. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Adds a staff account (users.ts, as the CLI does). */
  addStaff(email: string, password: string): Promise<void>;
  /** How many documents of the enquiry with this reference are stored, wherever their bytes are (rows, R2). */
  documentCount(reference: string): Promise<number>;
}

const PASSWORD = "a long enough passphrase";
const text = (response: Response) => response.text();
const cookieOf = (response: Response) => response.headers.get("set-cookie")?.split(";")[0] ?? "";

export function describeStaff(runtime: string, target: () => StaffTarget): void {
  describe(`the staff inbox on ${runtime}`, () => {
    const marker = `m${Math.random().toString(36).slice(2, 10)}`;
    const staff = `ada.${marker}@staff.example`;
    let cookie = "";
    const signIn = (email: string, password: string) =>
      target().request(inboxPaths.login, {
        method: "POST",
        headers: { Origin: target().origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password }).toString(),
        redirect: "manual",
      });
    const get = (path: string) => target().request(path, { headers: { Cookie: cookie }, redirect: "manual" });
    const post = (path: string, body: unknown, origin = target().origin) =>
      target().request(path, {
        method: "POST",
        headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/json" },
        body: JSON.stringify(body),
        redirect: "manual",
      });

    beforeAll(async () => {
      await target().addStaff(staff, PASSWORD);
    });

    it("signs in with a password: a new HttpOnly, SameSite=Strict session; without one, pages redirect and the API answers 401", async () => {
      const api = await target().request(`${inboxPaths.api}/enquiries`, { redirect: "manual" });
      expect(api.status).toBe(401);
      expect(api.headers.get("cache-control")).toBe("no-store");
      const page = await target().request(inboxPaths.app, { redirect: "manual" });
      expect([page.status, page.headers.get("location")]).toEqual([303, inboxPaths.login]);
      const login = await target().request(inboxPaths.login, { redirect: "manual" });
      expect(login.status).toBe(200);
      expect(login.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      await text(login);

      const signedIn = await signIn(staff, PASSWORD);
      expect([signedIn.status, signedIn.headers.get("location")]).toEqual([303, inboxPaths.app]);
      expect(signedIn.headers.get("set-cookie")).toMatch(/HttpOnly;.*SameSite=Strict/i);
      cookie = cookieOf(signedIn);
      const me = await get(`${inboxPaths.api}/me`);
      expect(await me.json()).toEqual({ email: staff, passkeys: 0 });
    });

    it(`refuses a wrong password with 401, and after ${MAX_FAILURES_PER_EMAIL} the right one too (429)`, async () => {
      const other = `bola.${marker}@staff.example`;
      await target().addStaff(other, PASSWORD);
      for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
        const wrong = await signIn(other, "not the passphrase at all");
        expect(wrong.status).toBe(401);
        expect(await text(wrong)).toContain(WRONG_SIGN_IN);
      }
      const locked = await signIn(other, PASSWORD);
      expect(locked.status).toBe(429);
      expect(await text(locked)).toContain(LOCKED_SIGN_IN);
      expect(locked.headers.get("set-cookie")).toBeNull();
    });

    it("lists and searches an enquiry, changes its status, adds a note, downloads its document and exports the CSV", async () => {
      const pdf = sampleDocument("pdf", 64 * 1024);
      const { body, contentType } = multipartWithFiles(
        { access_key: TEST_ACCESS_KEY, ...VALID.vendor, company_name: `Valves ${marker}`, email: `sales.${marker}@vendor.example` },
        [{ field: DOCUMENTS_FIELD, fileName: "permit.pdf", type: "application/pdf", data: pdf }],
      );
      const sent = await target().request("/api/enquiries", {
        method: "POST",
        body: new Uint8Array(body),
        headers: { "content-type": contentType },
      });
      const { reference } = (await sent.json()) as { reference: string };

      const found = (await (await get(`${inboxPaths.api}/enquiries?q=${marker}`)).json()) as EnquiryPage;
      expect(found.items.map((e) => [e.reference, e.company, e.status])).toEqual([[reference, `Valves ${marker}`, "new"]]);
      const id = found.items[0]!.id;

      const forged = await post(`${inboxPaths.api}/status`, { ids: [id], status: "answered" }, "https://elsewhere.example");
      expect(forged.status).toBe(403);
      const changed = await post(`${inboxPaths.api}/status`, { ids: [id], status: "in_progress" });
      expect(await changed.json()).toEqual({ changed: 1 });
      const noted = await post(`${inboxPaths.api}/enquiries/${id}/notes`, { text: "Called them back." });
      const detail = (await noted.json()) as EnquiryDetail;
      expect(detail.status).toBe("in_progress");
      expect(detail.notes.map((n) => [n.author, n.text])).toEqual([[staff, "Called them back."]]);
      expect(detail.history.map((h) => h.change)).toEqual([`Status: ${statusLabels.new} → ${statusLabels.in_progress}`, "Added a note"]);
      expect((await (await get(`${inboxPaths.api}/enquiries?q=${marker}&status=in_progress`)).json()) as EnquiryPage).toMatchObject({
        total: 1,
      });

      const download = await get(`${inboxPaths.api}/enquiries/${id}/documents/${detail.documents[0]!.id}`);
      expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="permit.pdf"/);
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
      // Both ids must match: one enquiry's link never opens another's document.
      expect((await get(`${inboxPaths.api}/enquiries/${id - 1}/documents/${detail.documents[0]!.id}`)).status).toBe(404);

      const csv = await get(`${inboxPaths.api}/enquiries.csv?q=${marker}&status=all`);
      expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
      const lines = (await text(csv)).trim().split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(reference);
    });

    it("erases by email: the enquiry, its documents' bytes and its words in the search index", async () => {
      const email = `sales.${marker}@vendor.example`;
      const { reference } = ((await (await get(`${inboxPaths.api}/enquiries?q=${marker}&status=all`)).json()) as EnquiryPage).items[0]!;
      expect(await target().documentCount(reference)).toBe(1);
      expect(await (await get(`${inboxPaths.api}/erase?email=${encodeURIComponent(email.toUpperCase())}`)).json()).toEqual({ count: 1 });
      expect(await (await post(`${inboxPaths.api}/erase`, { email })).json()).toEqual({ erased: 1 });
      expect((await (await get(`${inboxPaths.api}/enquiries?q=${marker}&status=all`)).json()) as EnquiryPage).toMatchObject({ total: 0 });
      expect(await target().documentCount(reference)).toBe(0);
    });

    it("adds a passkey to the signed-in account, which then signs in alone; its answer used again signs nobody in", async () => {
      const passkey = await softPasskey();
      const options = (await (await post(`${inboxPaths.api}/passkeys/options`, {})).json()) as { rp: { id: string }; challenge: string };
      expect(options.rp.id).toBe(new URL(target().origin).hostname);
      const added = await post(`${inboxPaths.api}/passkeys`, await passkey.register(options, target().origin));
      expect(await added.json()).toEqual({ passkeys: 1 });

      const ask = await target().request(`${inboxPaths.passkeyLogin}/options`, { method: "POST", headers: { Origin: target().origin } });
      const answer = await passkey.authenticate((await ask.json()) as { challenge: string; rpId: string }, target().origin);
      const passkeySignIn = () =>
        target().request(inboxPaths.passkeyLogin, {
          method: "POST",
          headers: { Origin: target().origin, "Content-Type": "application/json" },
          body: JSON.stringify(answer),
        });
      const signedIn = await passkeySignIn();
      expect(await signedIn.json()).toEqual({ location: inboxPaths.app });
      const me = await target().request(`${inboxPaths.api}/me`, { headers: { Cookie: cookieOf(signedIn) } });
      expect(await me.json()).toEqual({ email: staff, passkeys: 1 });
      expect((await passkeySignIn()).status).toBe(401);
    });

    it("signs out: the session ends", async () => {
      const out = await target().request(inboxPaths.logout, {
        method: "POST",
        headers: { Cookie: cookie, Origin: target().origin },
        redirect: "manual",
      });
      expect(out.status).toBe(303);
      expect((await get(`${inboxPaths.api}/me`)).status).toBe(401);
    });
  });
}
