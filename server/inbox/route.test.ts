/**
 * The enquiry endpoint's contract over real HTTP: answers, status codes, every rule, bad inputs,
 * and that nothing is stored for rejected input.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ENQUIRY_FIELDS } from "../../contract/enquiry-fields";
import { loadConfig } from "../config";
import { startServer, type RunningServer } from "../start";
import { rawRequest, tempDir, writeTree } from "../test-helpers";
import { MAX_FIELD_LENGTH, type FormType } from "./form-rules";
import { multipartBody, TEST_ACCESS_KEY, urlEncode, VALID } from "./fixtures";

import type { EnquiryStore } from "./store";
import { ENQUIRY_WORDS_EN } from "../../contract/enquiry-words-en";

const ANSWERS = ENQUIRY_WORDS_EN.answers;

interface Answer {
  status: number;
  body: { success: boolean; message: string };
  headers: Headers;
}

async function start(dir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  writeTree(path.join(dir, "build/client"), {
    "index.html": "<!doctype html><title>Home</title>",
    "404.html": "<!doctype html><title>Not found</title>",
    _headers: "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n",
  });
  const config = loadConfig(
    { PORT: "0", INBOX_DB: "data/inbox.sqlite", INBOX_ACCESS_KEY: TEST_ACCESS_KEY, INBOX_RATE_LIMIT: "0", ...env },
    dir,
  );
  return startServer(config, { log: () => {} });
}

describe("POST /api/enquiries", () => {
  const tmp = tempDir();
  let server: RunningServer;
  let store: EnquiryStore;
  let before: number;

  const post = async (body: BodyInit | null, contentType?: string, extra: HeadersInit = {}): Promise<Answer> => {
    const headers = new Headers(extra);
    if (contentType) headers.set("content-type", contentType);
    const res = await fetch(`${server.url}/api/enquiries`, { method: "POST", body, headers });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text) as Answer["body"], headers: res.headers };
  };
  const postForm = (fields: Record<string, string>) => {
    const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...fields });
    return post(new Uint8Array(body), contentType);
  };
  const postUrlEncoded = (fields: Record<string, string>) =>
    post(urlEncode({ access_key: TEST_ACCESS_KEY, ...fields }), "application/x-www-form-urlencoded");
  const postJson = (fields: Record<string, unknown>) =>
    post(JSON.stringify({ access_key: TEST_ACCESS_KEY, ...fields }), "application/json");

  /** Posts one accepted enquiry and returns the fields stored for it, as the SQLite file holds them. */
  const storedFields = async (fields: Record<string, string>): Promise<Record<string, string>> => {
    expect((await postForm(fields)).status).toBe(200);
    const db = new Database(store.file, { readonly: true });
    const row = db.prepare("SELECT fields FROM enquiries ORDER BY id DESC LIMIT 1").get() as { fields: string };
    db.close();
    return JSON.parse(row.fields) as Record<string, string>;
  };

  const expectRejected = (answer: Answer, status: number, message?: RegExp | string) => {
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
    expect(typeof answer.body.message).toBe("string");
    expect(answer.body.message).not.toMatch(/\bat \S+:\d+|Error:|node_modules/);
    if (typeof message === "string") expect(answer.body.message).toBe(message);
    else if (message) expect(answer.body.message).toMatch(message);
    expect(store.count()).toBe(before);
  };

  beforeAll(async () => {
    server = await start(tmp.dir);
    store = server.store;
  });
  afterAll(async () => {
    await server?.close(100);
    tmp.cleanup();
  });
  beforeEach(() => {
    before = store.count();
  });
  afterEach(async () => {
    // The server keeps running after every error.
    expect((await fetch(server.url + "/")).status).toBe(200);
  });

  describe("contract", () => {
    it.each(["quote", "vendor", "partner"] as FormType[])("stores a valid %s enquiry sent as multipart", async (type) => {
      const answer = await postForm(VALID[type]);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: ANSWERS.received, reference: expect.stringMatching(/^DF-[QVP]-\d{4}-\d{5}$/) });
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      expect(store.count()).toBe(before + 1);
      const [row] = store.list({ limit: 1 });
      expect(row!.reference).toBe((answer.body as { reference?: string }).reference);
      expect(row!.formType).toBe(type);
      expect(row!.status).toBe("accepted");
      expect(row!.clientAddress).toBe("127.0.0.1");
      expect(Date.now() - new Date(row!.receivedAt).getTime()).toBeLessThan(10_000);
      const fields: Record<string, string> = { ...VALID[type] };
      delete fields.form_type;
      delete fields.botcheck;
      // A ticked box is stored as the value the contract gives it, whatever the browser sent ("on").
      expect(row!.fields).toEqual(type === "vendor" ? { ...fields, attachments: ENQUIRY_FIELDS.attachments.value } : fields);
    });

    it("stores the values it checked, normalised, in the SQLite file", async () => {
      const stored = await storedFields({
        ...VALID.vendor,
        company_name: "  Warri Valves & Fittings \n",
        year_established: " 2004 ",
        attachments: " ON ",
        // Optional and only invisible characters: no answer.
        certifications: "\u200b\u00a0",
      });
      expect(stored).toMatchObject({
        company_name: "Warri Valves & Fittings",
        year_established: "2004",
        attachments: ENQUIRY_FIELDS.attachments.value,
      });
      expect(stored).not.toHaveProperty("certifications");
    });

    it("answers a browser's own form post (no JavaScript) with an HTML page and a link back", async () => {
      const browserPost = async (fields: Record<string, string>, referer: string) => {
        const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...fields });
        const headers = { "content-type": contentType, accept: "text/html,application/xhtml+xml,*/*;q=0.8", referer };
        return fetch(`${server.url}/api/enquiries`, { method: "POST", body: new Uint8Array(body), headers });
      };
      const accepted = await browserPost(VALID.quote, `${server.url}/contact/quote`);
      expect(accepted.status).toBe(200);
      expect(accepted.headers.get("content-type")).toMatch(/^text\/html/);
      const page = await accepted.text();
      expect(page).toContain("<h1>Enquiry received</h1>");
      expect(page).toContain(ANSWERS.received);
      expect(page).toContain('<a href="/contact/quote">Back to the form</a>');
      expect(store.count()).toBe(before + 1);

      const refused = await browserPost({ ...VALID.quote, email: "<b>not-an-email" }, "https://elsewhere.example/x");
      expect(refused.status).toBe(422);
      const refusal = await refused.text();
      expect(refusal).toContain("<h1>Enquiry not sent</h1>");
      expect(refusal).not.toContain("<b>");
      // Not from this site: the link leads to the form's own page.
      expect(refusal).toContain('<a href="/contact/quote">Back to the form</a>');
      expect(store.count()).toBe(before + 1);
    });

    it.each([`//evil.example/phish`, `/\\evil.example/phish`, `//evil.example`])(
      "never turns a same-origin Referer path %s into a link to another host",
      async (trick) => {
        const { body, contentType } = multipartBody({ access_key: "wrong", ...VALID.vendor });
        const res = await fetch(`${server.url}/api/enquiries`, {
          method: "POST",
          body: new Uint8Array(body),
          headers: { "content-type": contentType, accept: "text/html", referer: `${server.url}${trick}` },
        });
        expect(res.status).toBe(401);
        const page = await res.text();
        expect(page).toContain('<a href="/contact/vendor">Back to the form</a>');
        expect(page).not.toContain("evil.example");
      },
    );

    it("accepts URL-encoded and JSON bodies too", async () => {
      expect((await postUrlEncoded(VALID.vendor)).status).toBe(200);
      expect((await postJson({ ...VALID.partner })).status).toBe(200);
      expect((await postJson({ ...VALID.vendor, year_established: 2004, attachments: true })).status).toBe(200);
      expect(store.count()).toBe(before + 3);
      expect(store.list({ limit: 1 })[0]!.fields.year_established).toBe("2004");
    });

    it("stores only the form's own fields: unknown ones, subject and from_name are ignored", async () => {
      const ignored = {
        subject: "New quote request",
        from_name: "Deltaforge website",
        favourite_colour: "blue",
        company_name: "not a quote field",
      };
      const fields = await storedFields({ ...VALID.quote, ...ignored });
      for (const name of [...Object.keys(ignored), "access_key"]) expect(fields).not.toHaveProperty(name);
    });

    it("leaves out blank optional fields", async () => {
      const fields = await storedFields({ ...VALID.vendor, website: "", certifications: "   ", attachments: "" });
      expect(fields).not.toHaveProperty("website");
      expect(fields).not.toHaveProperty("certifications");
    });

    it("sends the site's security headers and no-store on API answers", async () => {
      const ok = await postForm(VALID.quote);
      const bad = await post("x", "text/plain");
      for (const a of [ok, bad]) {
        expect(a.headers.get("x-content-type-options")).toBe("nosniff");
        expect(a.headers.get("content-security-policy")).toBe("default-src 'self'");
        expect(a.headers.get("cache-control")).toBe("no-store");
      }
      before = store.count();
    });

    it("answers OPTIONS with the allowed methods and other methods with 405 JSON", async () => {
      const options = await fetch(`${server.url}/api/enquiries`, { method: "OPTIONS" });
      expect(options.status).toBe(204);
      expect(options.headers.get("allow")).toBe("POST, OPTIONS");
      for (const method of ["GET", "PUT", "DELETE"]) {
        const res = await fetch(`${server.url}/api/enquiries`, { method });
        expect(res.status).toBe(405);
        expect(await res.json()).toEqual({ success: false, message: expect.any(String) });
      }
      const unknown = await fetch(`${server.url}/api/nothing`, { method: "POST" });
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).success).toBe(false);
    });
  });

  describe("rules", () => {
    it("answers a ticked botcheck with success but stores it as spam, even when invalid", async () => {
      for (const tick of ["on", "true", "1", "checked"]) {
        const answer = await postForm({ ...VALID.quote, botcheck: tick });
        expect(answer.body).toEqual({ success: true, message: ANSWERS.received, reference: expect.stringMatching(/^DF-Q-/) });
      }
      const invalid = await postForm({ form_type: "partner", botcheck: "on", email: "nope" });
      expect(invalid.status).toBe(200);
      expect(store.count()).toBe(before + 5);
      expect(store.list({ limit: 5 }).every((e) => e.status === "spam")).toBe(true);
      expect(store.list({ limit: 5, includeSpam: false }).some((e) => e.status === "spam")).toBe(false);
    });

    it("treats an unticked botcheck (blank, false, off) as a real enquiry", async () => {
      for (const tick of ["", "false", "off"]) {
        expect((await postForm({ ...VALID.quote, botcheck: tick })).status).toBe(200);
        expect(store.list({ limit: 1 })[0]!.status).toBe("accepted");
      }
    });

    it("answers 401 for a wrong or missing access key", async () => {
      expectRejected(await post(urlEncode(VALID.quote), "application/x-www-form-urlencoded"), 401, ANSWERS.accessKey);
      expectRejected(await postForm({ ...VALID.quote, access_key: "local-inbox-key" }), 401, ANSWERS.accessKey);
      expectRejected(await postJson({ ...VALID.quote, access_key: `${TEST_ACCESS_KEY} ` }), 401);
    });

    it("answers 422 for a missing or unknown form type", async () => {
      const noType: Record<string, string> = { ...VALID.quote };
      delete noType.form_type;
      expectRejected(await postForm(noType), 422, /\(form_type\)\.$/);
      expectRejected(await postForm({ ...VALID.quote, form_type: "careers" }), 422, /\(form_type\)\.$/);
    });

    const REQUIRED: Record<FormType, string[]> = {
      quote: ["first_name", "last_name", "email", "phone", "company", "service_needed", "project_brief"],
      vendor: [
        "company_name",
        "registration_number",
        "company_address",
        "contact_person",
        "position",
        "email",
        "phone",
        "vendor_category",
        "products_services_description",
      ],
      partner: ["company_name", "industry", "contact_person", "position", "email", "phone", "partnership_interest", "message"],
    };
    const cases = Object.entries(REQUIRED).flatMap(([type, fields]) => fields.map((f) => [type as FormType, f] as const));

    it.each(cases)("%s: answers 422 naming %s when it is missing or blank", async (type, field) => {
      const missing: Record<string, string> = { ...VALID[type] };
      delete missing[field];
      expectRejected(await postForm(missing), 422, new RegExp(`\\(${field}\\)\\.$`));
      expectRejected(await postUrlEncoded({ ...VALID[type], [field]: "   " }), 422, new RegExp(`\\(${field}\\)\\.$`));
    });

    it("accepts a vendor registration with only the required fields", async () => {
      const minimal = Object.fromEntries(REQUIRED.vendor.map((f) => [f, VALID.vendor[f]!]));
      expect((await postForm({ form_type: "vendor", ...minimal })).status).toBe(200);
    });

    it.each([
      ["quote", "email", "not-an-email", "Enter an email address in the correct format, like name@example.com (email)."],
      ["quote", "email", "a@b", /\(email\)/],
      ["quote", "phone", "call me", /\(phone\)/],
      ["quote", "service_needed", "Engineering Services", /\(service_needed\)/],
      ["vendor", "vendor_category", "plumbing", /\(vendor_category\)/],
      ["vendor", "number_of_employees", "1000", /\(number_of_employees\)/],
      ["vendor", "year_established", "nineteen", /\(year_established\)/],
      ["vendor", "year_established", "3024", /\(year_established\)/],
      ["vendor", "website", "javascript:alert(1)", /\(website\)/],
      ["vendor", "website", "not a url", /\(website\)/],
      ["vendor", "attachments", "maybe", /\(attachments\)/],
      ["partner", "partnership_interest", "strategic-alliance", /\(partnership_interest\)/],
    ] as const)("%s: answers 422 for %s = %j", async (type, field, value, message) => {
      expectRejected(await postForm({ ...VALID[type], [field]: value }), 422, message);
    });

    it("names the first bad field in form order", async () => {
      const answer = await postForm({ ...VALID.quote, email: "bad", first_name: "" });
      expectRejected(answer, 422, /\(first_name\)\.$/);
    });

    it(`accepts ${MAX_FIELD_LENGTH} characters in a field and refuses one more`, async () => {
      expect((await postForm({ ...VALID.quote, project_brief: "é".repeat(MAX_FIELD_LENGTH) })).status).toBe(200);
      before = store.count();
      expectRejected(
        await postForm({ ...VALID.quote, project_brief: "a".repeat(MAX_FIELD_LENGTH + 1) }),
        422,
        /5000 characters \(project_brief\)/,
      );
      // Also for optional fields, and for spam.
      expectRejected(await postForm({ ...VALID.vendor, certifications: "a".repeat(MAX_FIELD_LENGTH + 1) }), 422);
      expectRejected(await postForm({ ...VALID.quote, botcheck: "on", company: "a".repeat(MAX_FIELD_LENGTH + 1) }), 422);
    });

    it("answers 413 for a body over 1 MB (15.5 MB when multipart, for documents), with or without Content-Length", async () => {
      const padding = "x".repeat(1024 * 1024);
      expectRejected(
        await post(urlEncode({ access_key: TEST_ACCESS_KEY, ...VALID.quote, padding }), "application/x-www-form-urlencoded"),
        413,
        /at most 1 MB\)/,
      );
      const huge = multipartBody({ access_key: TEST_ACCESS_KEY, ...VALID.quote, padding: padding.repeat(16) });
      expectRejected(await post(new Uint8Array(huge.body), huge.contentType), 413, /at most 15\.5 MB/);
      const chunks = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(32 * 1024).fill(0x61));
          controller.close();
        },
      });
      const res = await fetch(`${server.url}/api/enquiries`, {
        method: "POST",
        body: chunks,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(store.count()).toBe(before);
    });
  });

  describe("bad inputs", () => {
    it("answers 415 for a wrong or missing content type", async () => {
      expectRejected(await post(urlEncode(VALID.quote), "text/plain"), 415, /multipart\/form-data/);
      expectRejected(await post(JSON.stringify(VALID.quote), "application/xml"), 415);
      const raw = await rawRequest(
        server.port,
        "POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=b",
      );
      expect(raw).toMatch(/^HTTP\/1\.1 415/);
      expect(raw).toMatch(/"success":false/);
      expect(store.count()).toBe(before);
    });

    it("answers 400 for a truncated multipart body", async () => {
      const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...VALID.quote });
      expectRejected(await post(new Uint8Array(body.subarray(0, body.length - 30)), contentType), 400, /malformed/);
    });

    it("answers 400 for malformed JSON, URL-encoding and empty bodies", async () => {
      expectRejected(await post('{"access_key": "x", ', "application/json"), 400, /JSON/);
      expectRejected(await post("access_key=%E0%A4%A", "application/x-www-form-urlencoded"), 400);
      expectRejected(await post("", "application/json"), 400, /empty/);
    });

    it("answers 400 for non-UTF-8 bodies in every encoding, and 415 for other charsets", async () => {
      const latin1 = Buffer.from(urlEncode({ access_key: TEST_ACCESS_KEY, ...VALID.quote }) + "&company=Soci\xe9t\xe9", "latin1");
      expectRejected(await post(new Uint8Array(latin1), "application/x-www-form-urlencoded"), 400, /UTF-8/);
      const mp = multipartBody({ access_key: TEST_ACCESS_KEY, ...VALID.quote, company: Buffer.from("Soci\xe9t\xe9", "latin1") });
      expectRejected(await post(new Uint8Array(mp.body), mp.contentType), 400, /UTF-8/);
      const json = Buffer.from(`{"access_key":"${TEST_ACCESS_KEY}","company":"Soci\xe9t\xe9"}`, "latin1");
      expectRejected(await post(new Uint8Array(json), "application/json"), 400, /UTF-8/);
      expectRejected(await post(urlEncode(VALID.quote), "application/x-www-form-urlencoded; charset=windows-1252"), 415);
    });

    it("stores SQL and HTML injection strings verbatim (as spam: markup) and never echoes them", async () => {
      const nasty = {
        ...VALID.quote,
        first_name: "Robert'); DROP TABLE enquiries;--",
        last_name: `" OR 1=1 --`,
        company: "<script>alert('x')</script>",
        project_brief: `<img src=x onerror=alert(1)> '; DELETE FROM enquiries WHERE '1'='1`,
      };
      const answer = await postForm(nasty);
      expect(answer.body).toEqual({ success: true, message: ANSWERS.received, reference: expect.stringMatching(/^DF-Q-/) });
      expect(store.count()).toBe(before + 1);
      const row = store.list({ limit: 1 })[0]!;
      expect(row.status).toBe("spam");
      expect(row.fields.first_name).toBe(nasty.first_name);
      expect(row.fields.company).toBe(nasty.company);
      expect(row.fields.project_brief).toBe(nasty.project_brief);
      // Error answers do not echo input either.
      const bad = await postForm({ ...nasty, email: "<script>alert(1)</script>" });
      expect(bad.body.message).not.toContain("<script>");
    });

    it("refuses a required field holding only blanks, NUL, zero-width or bidi characters, as the page does", async () => {
      const before = store.count();
      for (const invisible of ["\u200b", "\u0000\u0000", " \u00a0\u3000 ", "\u202e\u2066", "\ufeff\u2060"]) {
        expectRejected(await postJson({ ...VALID.quote, first_name: invisible }), 422, /^Enter your first name \(first_name\)\.$/);
      }
      expect(store.count()).toBe(before);
    });

    it("keeps control characters and emoji intact", async () => {
      const brief = "Line 1\nLine 2\ttabbed 🛢️ Ọ̀yọ́";
      expect((await postJson({ ...VALID.quote, project_brief: brief })).status).toBe(200);
      expect(store.list({ limit: 1 })[0]!.fields.project_brief).toBe(brief);
    });
  });
});

describe("rate limit", () => {
  const tmp = tempDir();
  let server: RunningServer;
  beforeAll(async () => {
    server = await start(tmp.dir, { INBOX_RATE_LIMIT: "10" });
  });
  afterAll(async () => {
    await server?.close(100);
    tmp.cleanup();
  });

  it("answers the 11th submission in a minute from one address with 429 and stores nothing", async () => {
    const send = () =>
      fetch(`${server.url}/api/enquiries`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: urlEncode({ access_key: TEST_ACCESS_KEY, ...VALID.quote }),
      });
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ success: false, message: ANSWERS.rateLimited });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(server.store.count()).toBe(10);
  });
});
