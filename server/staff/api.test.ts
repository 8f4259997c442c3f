import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EnquiryDetail, EnquiryPage } from "../../contract/inbox";
import { createOutbox } from "../notify/outbox";
import { ORIGIN, staffTestApp } from "./test-app";

let t: Awaited<ReturnType<typeof staffTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await staffTestApp();
  cookie = await t.signIn();
});
afterEach(() => t.close());

const quote = (first: string, company: string, email: string, brief = "Pipe spool fabrication") => ({
  fields: {
    first_name: first,
    last_name: "Okafor",
    email,
    phone: "+234 803 000 0000",
    company,
    service_needed: "engineering-services",
    project_brief: brief,
  },
});
const get = async <T>(pathname: string) => {
  const response = await t.request(pathname, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe("without a session", () => {
  it("every /inbox page redirects to the sign-in page and every /api/inbox call is 401 with no data", async () => {
    t.insert(quote("Chidi", "Secret Oil Ltd", "chidi@example.com"));
    for (const page of ["/inbox", "/inbox/", "/inbox/anything"]) {
      const response = await t.request(page);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/inbox/login");
    }
    for (const call of [
      "/api/inbox/enquiries",
      "/api/inbox/enquiries/1",
      "/api/inbox/enquiries.csv",
      "/api/inbox/me",
      "/api/inbox/nothing",
    ]) {
      const response = await t.request(call);
      expect(response.status, call).toBe(401);
      expect(await response.text()).not.toContain("Secret Oil");
    }
    expect((await t.request("/inbox/login")).status).toBe(200);
  });
});

describe("every inbox response", () => {
  it("is never stored, indexed or framed, and has a CSP without unsafe-inline or unsafe-eval", async () => {
    const responses = [
      await t.request("/inbox/login"),
      await t.request("/inbox"),
      await t.request("/inbox", { headers: { Cookie: cookie } }),
      await t.request("/api/inbox/enquiries", { headers: { Cookie: cookie } }),
      await t.request("/api/inbox/enquiries"),
    ];
    for (const response of responses) {
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });
});

describe("a state-changing request from elsewhere", () => {
  it("is refused with 403 and changes nothing", async () => {
    const id = t.insert(quote("Chidi", "Delta Pipes", "chidi@example.com"));
    const attempts: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      {},
    ];
    for (const headers of attempts) {
      const response = await t.postJson("/api/inbox/status", cookie, { ids: [id], status: "answered" }, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      const note = await t.postJson(`/api/inbox/enquiries/${id}/notes`, cookie, { text: "x" }, headers);
      expect(note.status).toBe(403);
      const erase = await t.postJson("/api/inbox/erase", cookie, { email: "chidi@example.com" }, headers);
      expect(erase.status).toBe(403);
    }
    const detail = await get<EnquiryDetail>(`/api/inbox/enquiries/${id}`);
    expect(detail.status).toBe("new");
    expect(detail.notes).toEqual([]);
    const sameOrigin = await t.postJson(
      "/api/inbox/status",
      cookie,
      { ids: [id], status: "answered" },
      { "Sec-Fetch-Site": "same-origin" },
    );
    expect(sameOrigin.status).toBe(200);
    expect((await t.postJson("/api/inbox/status", cookie, { ids: [id], status: "new" }, { Origin: ORIGIN })).status).toBe(200);
  });
});

describe("the list", () => {
  it("is newest first, filters by form and status, searches every field, and pages", async () => {
    const a = t.insert(quote("Amaka", "Niger Delta Drilling", "amaka@example.com", "Wellhead maintenance in Warri"));
    const b = t.insert({
      formType: "vendor",
      fields: { company_name: "Bonny Valves", contact_person: "Tunde Bello", email: "tunde@example.com" },
    });
    const c = t.insert(quote("Chidi", "Spam Co", "spam@example.com"));
    t.insert({ ...quote("Spammer", "Spam Co", "s@example.com"), status: "spam" });
    const all = await get<EnquiryPage>("/api/inbox/enquiries");
    expect(all.items.map((e) => e.id)).toEqual([c, b, a]);
    expect(all.total).toBe(3);
    expect(all.items[1]).toMatchObject({ formType: "vendor", company: "Bonny Valves", person: "Tunde Bello", status: "new", spam: false });
    expect((await get<EnquiryPage>("/api/inbox/enquiries?form=vendor")).items.map((e) => e.id)).toEqual([b]);
    expect((await get<EnquiryPage>("/api/inbox/enquiries?status=spam")).total).toBe(1);
    expect((await get<EnquiryPage>("/api/inbox/enquiries?q=warri")).items.map((e) => e.id)).toEqual([a]);
    expect((await get<EnquiryPage>("/api/inbox/enquiries?q=wellh%20niger")).items.map((e) => e.id)).toEqual([a]);
    expect((await get<EnquiryPage>("/api/inbox/enquiries?q=%22)%20OR%20*%20NEAR(")).items).toEqual([]);
    await t.postJson("/api/inbox/status", cookie, { ids: [a, b], status: "in_progress" });
    expect((await get<EnquiryPage>("/api/inbox/enquiries?status=in_progress")).items.map((e) => e.id)).toEqual([b, a]);
    expect((await get<EnquiryPage>("/api/inbox/enquiries?status=new")).items.map((e) => e.id)).toEqual([c]);
    for (let i = 0; i < 60; i++) t.insert(quote(`P${i}`, `Company ${i}`, `p${i}@example.com`));
    const first = await get<EnquiryPage>("/api/inbox/enquiries");
    expect(first.items).toHaveLength(50);
    const second = await get<EnquiryPage>(`/api/inbox/enquiries?before=${first.nextBefore}`);
    expect(second.items).toHaveLength(13);
    expect(second.nextBefore).toBeNull();
    expect((await t.request("/api/inbox/enquiries?form=nope", { headers: { Cookie: cookie } })).status).toBe(400);
  });

  it("forgets an erased enquiry's words in the search index", async () => {
    t.insert(quote("Amaka", "Niger Delta Drilling", "amaka@example.com", "Wellhead maintenance in Warri"));
    expect((await get<EnquiryPage>("/api/inbox/enquiries?q=warri")).total).toBe(1);
    expect(await get("/api/inbox/erase?email=AMAKA@example.com")).toEqual({ count: 1 });
    expect(await (await t.postJson("/api/inbox/erase", cookie, { email: "amaka@example.com" })).json()).toEqual({ erased: 1 });
    expect((await get<EnquiryPage>("/api/inbox/enquiries?q=warri")).total).toBe(0);
    expect(t.store.db.prepare("SELECT COUNT(*) AS n FROM inbox_search WHERE inbox_search MATCH 'warri'").get()).toEqual({ n: 0 });
  });
});

describe("one enquiry", () => {
  it("has every field under its label, notes and a history of who changed what", async () => {
    const id = t.insert(quote("Amaka", "Niger Delta Drilling", "amaka@example.com"));
    const detail = await get<EnquiryDetail>(`/api/inbox/enquiries/${id}`);
    expect(detail.fields.slice(0, 3)).toEqual([
      { name: "first_name", label: "First name", value: "Amaka" },
      { name: "last_name", label: "Last name", value: "Okafor" },
      { name: "email", label: "Email address", value: "amaka@example.com" },
    ]);
    expect(detail.notification).toBe("none");
    expect(detail.reference).toMatch(/^DF-Q-\d{4}-\d{5}$/);
    await t.postJson("/api/inbox/status", cookie, { ids: [id], status: "answered" });
    await t.postJson("/api/inbox/status", cookie, { ids: [id], status: "spam" });
    expect((await get<EnquiryDetail>(`/api/inbox/enquiries/${id}`)).spamReason).toBe("marked as spam by ada.staff@example.com");
    // Released the intake's way: with notifications on, its notification is queued (inbox/release.ts).
    createOutbox(t.store.db).recordState(true);
    await t.postJson("/api/inbox/status", cookie, { ids: [id], status: "not_spam" });
    expect((await get<EnquiryDetail>(`/api/inbox/enquiries/${id}`)).notification).toBe("pending");
    const noted = (await (
      await t.postJson(`/api/inbox/enquiries/${id}/notes`, cookie, { text: "Called back, sent the quote" })
    ).json()) as EnquiryDetail;
    expect(noted.notes).toMatchObject([{ author: "ada.staff@example.com", text: "Called back, sent the quote" }]);
    expect(noted.history.map((h) => h.change)).toEqual(["Status: New → Answered", "Marked as spam", "Marked as not spam", "Added a note"]);
    expect(noted.history.every((h) => h.author === "ada.staff@example.com")).toBe(true);
    expect((await t.request("/api/inbox/enquiries/999", { headers: { Cookie: cookie } })).status).toBe(404);
  });
});

describe("an enquiry's documents", () => {
  it("are listed and download only as attachments, typed by their content, with nosniff", async () => {
    const pdf = Buffer.from("%PDF-1.7\n<script>alert(1)</script>");
    const id = t.insert({
      formType: "vendor",
      fields: { company_name: "Bonny Valves", email: "b@example.com" },
      documents: [{ fileName: "CAC (2026)\u00e9.pdf", contentType: "application/pdf", data: pdf }],
    });
    const other = t.insert(quote("Bola", "Other Co", "bola@example.com"));
    const [document] = (await get<EnquiryDetail>(`/api/inbox/enquiries/${id}`)).documents;
    expect(document).toMatchObject({ fileName: "CAC (2026)\u00e9.pdf", contentType: "application/pdf", size: pdf.length });
    const path = `/api/inbox/enquiries/${id}/documents/${document!.id}`;
    const response = await t.request(path, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="CAC (2026)_.pdf"; filename*=UTF-8''CAC%20%282026%29%C3%A9.pdf`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    // One enquiry's link never opens another's document, and nobody signed out gets it.
    expect((await t.request(`/api/inbox/enquiries/${other}/documents/${document!.id}`, { headers: { Cookie: cookie } })).status).toBe(404);
    expect((await t.request(path)).status).toBe(401);
  });
});

describe("the notification", () => {
  it("shows its state and error, and a failed one is queued again by resend", async () => {
    const id = t.insert({ ...quote("Amaka", "Niger Delta Drilling", "amaka@example.com"), notify: true });
    t.store.db.prepare("UPDATE outbox SET status = 'failed', last_error = '550 mailbox unavailable' WHERE enquiry_id = ?").run(id);
    const failed = await get<EnquiryDetail>(`/api/inbox/enquiries/${id}`);
    expect(failed).toMatchObject({ notification: "failed", notificationError: "550 mailbox unavailable" });
    expect((await get<EnquiryPage>("/api/inbox/enquiries")).items[0]!.notification).toBe("failed");
    const resent = (await (await t.postJson(`/api/inbox/enquiries/${id}/resend`, cookie, {})).json()) as EnquiryDetail;
    expect(resent.notification).toBe("pending");
    expect(resent.history.map((h) => h.change)).toEqual(["Notification queued again"]);
    const none = t.insert(quote("Bola", "Other Co", "bola@example.com"));
    expect((await t.postJson(`/api/inbox/enquiries/${none}/resend`, cookie, {})).status).toBe(404);
  });
});

describe("the CSV export", () => {
  it("streams the current filter with formulas neutralised", async () => {
    t.insert(quote('=HYPERLINK("http://evil")', "Formula Ltd", "f@example.com"));
    t.insert({ formType: "vendor", fields: { company_name: "Bonny Valves", email: "b@example.com" } });
    const response = await t.request("/api/inbox/enquiries.csv?form=quote", { headers: { Cookie: cookie } });
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment/);
    const csv = await response.text();
    expect(csv.trim().split("\r\n")).toHaveLength(2);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).not.toContain("Bonny Valves");
  });
});

describe("with INBOX_PUBLIC_ORIGIN", () => {
  it("accepts changes only from that origin, even when the Host header claims another", async () => {
    const own = await staffTestApp({ publicOrigin: "https://inbox.deltaforge.example" });
    try {
      const login = await own.login("ada.staff@example.com", "a long enough passphrase", { Origin: ORIGIN });
      expect(login.status).toBe(403);
      const ok = await own.login("ada.staff@example.com", "a long enough passphrase", { Origin: "https://inbox.deltaforge.example" });
      expect(ok.status).toBe(303);
    } finally {
      own.close();
    }
  });
});
