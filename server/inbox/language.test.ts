/**
 * The inbox in the language of the page that posted (issue 40), over real HTTP with a real SQLite
 * file: the `language` field is stored with the enquiry, checks and refusals answer in it (JSON, and
 * for a browser's own post the French result pages), a missing or unknown language is English; and
 * a database from before languages (schema 5) is brought up to date with every enquiry English.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_FIELD } from "../../contract/enquiry-fields";
import { ENQUIRY_WORDS } from "../../contract/enquiry-languages";
import { loadConfig } from "../config";
import { startServer, type RunningServer } from "../start";
import { tempDir, writeTree } from "../test-helpers";
import { multipartBody, TEST_ACCESS_KEY, urlEncode, VALID } from "./fixtures";
import { openStore, SCHEMA_VERSION } from "./store";

async function start(dir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  writeTree(path.join(dir, "build/client"), { "index.html": "<!doctype html><title>Home</title>" });
  const config = loadConfig(
    { PORT: "0", INBOX_DB: "data/inbox.sqlite", INBOX_ACCESS_KEY: TEST_ACCESS_KEY, INBOX_RATE_LIMIT: "0", ...env },
    dir,
  );
  return startServer(config, { log: () => {} });
}

const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

describe("the inbox in the posting page's language", () => {
  const tmp = tempDir();
  let server: RunningServer;
  beforeAll(async () => {
    server = await start(tmp.dir);
  });
  afterAll(async () => {
    await server?.close(100);
    tmp.cleanup();
  });

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...fields });
    return fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": contentType, ...headers },
      redirect: "manual",
    });
  };
  const storedLanguage = () => {
    const db = new Database(server.store.file, { readonly: true });
    const row = db.prepare("SELECT language FROM enquiries ORDER BY id DESC LIMIT 1").get() as { language: string };
    db.close();
    return row.language;
  };

  it("stores a French page's enquiry as French and answers in French", async () => {
    const answer = await post({ ...VALID.vendor, [LANGUAGE_FIELD]: "fr" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true, message: "Merci\u00a0! Votre demande a bien été reçue." });
    expect(storedLanguage()).toBe("fr");
    expect(server.store.list({ limit: 1 })[0]).toMatchObject({ formType: "vendor", language: "fr" });
  });

  it("stores an enquiry without a language, or with one it does not know, as English", async () => {
    for (const language of [undefined, "de", "FR", ""]) {
      const fields = language === undefined ? VALID.quote : { ...VALID.quote, [LANGUAGE_FIELD]: language };
      const answer = await post(fields);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { message: string }).message).toBe(ENQUIRY_WORDS.en.answers.received);
      expect(storedLanguage()).toBe("en");
    }
  });

  it("refuses a French page's invalid enquiry in French, the field named as in English, and stores nothing", async () => {
    const before = server.store.count();
    const answer = await post({ ...VALID.vendor, email: "ventes@", vendor_category: "Logistique", [LANGUAGE_FIELD]: "fr" });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      success: false,
      message: "Indiquez une adresse e-mail valide, par exemple nom@exemple.com (email).",
    });
    const english = await post({ ...VALID.vendor, email: "ventes@" });
    expect(((await english.json()) as { message: string }).message).toBe(
      "Enter an email address in the correct format, like name@example.com (email).",
    );
    const tooLong = await post({ ...VALID.vendor, company_address: "a".repeat(5001), [LANGUAGE_FIELD]: "fr" });
    expect(((await tooLong.json()) as { message: string }).message).toBe(
      "Adresse de la société\u00a0: 5000 caractères au maximum (company_address).",
    );
    expect(server.store.count()).toBe(before);
  });

  it("sends a French browser's own post (no JavaScript) to the French result pages", async () => {
    const sent = await post({ ...VALID.vendor, [LANGUAGE_FIELD]: "fr", redirect: "/fr/contact/sent" }, html);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toMatch(/^\/fr\/contact\/sent\?reference=DF-V-\d{4}-\d{5}$/);
    const refused = await post({ ...VALID.vendor, email: "x", [LANGUAGE_FIELD]: "fr", redirect: "/fr/contact/sent" }, html);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe("/fr/contact/not-sent#invalid");
    const english = await post({ ...VALID.vendor, email: "x", redirect: "/contact/sent" }, html);
    expect(english.headers.get("location")).toBe("/contact/not-sent#invalid");
  });

  it("writes its own answer page in French for a French post that names no page to go back to", async () => {
    const answer = await post(
      { ...VALID.vendor, email: "x", [LANGUAGE_FIELD]: "fr" },
      { ...html, referer: `${server.url}/fr/contact/vendor` },
    );
    const page = await answer.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain("<h1>Demande non envoyée</h1>");
    expect(page).toContain('<a href="/fr/contact/vendor">Retour au formulaire</a>');
  });
});

describe("the rate limit in the posting page's language", () => {
  const tmp = tempDir();
  let server: RunningServer;
  beforeAll(async () => {
    server = await start(tmp.dir, { INBOX_RATE_LIMIT: "1" });
  });
  afterAll(async () => {
    await server?.close(100);
    tmp.cleanup();
  });

  const send = (language: string, referer: string) =>
    fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", referer: `${server.url}${referer}` },
      body: urlEncode({ access_key: TEST_ACCESS_KEY, ...VALID.quote, [LANGUAGE_FIELD]: language }),
    });

  it("says so in French to a French page, in English to an English one", async () => {
    expect((await send("fr", "/fr/contact/quote")).status).toBe(200);
    const french = await send("fr", "/fr/contact/quote");
    expect(french.status).toBe(429);
    expect(await french.json()).toEqual({ success: false, message: ENQUIRY_WORDS.fr.answers.rateLimited });
    const english = await send("en", "/contact/quote");
    expect(await english.json()).toEqual({ success: false, message: ENQUIRY_WORDS.en.answers.rateLimited });
    // Past ten posts a minute (ten times the limit) a post is refused before its body is read: in the
    // language of its page's address, as its field is not read.
    let raw: Response | undefined;
    for (let i = 0; i < 10; i++) raw = await send("en", "/fr/contact/quote");
    expect(raw!.headers.get("connection")).toBe("close");
    expect(await raw!.json()).toEqual({ success: false, message: ENQUIRY_WORDS.fr.answers.rateLimited });
  });
});

describe("schema version 6", () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it("brings a version 5 database up to date: every enquiry it holds is English, new ones keep their language", () => {
    const file = path.join(tmp.dir, "v5.sqlite");
    // A version 5 file: the tables as that server made them, without the language column.
    const v5 = openStore(file);
    v5.db.exec("DROP INDEX IF EXISTS enquiries_reference");
    v5.close();
    const raw = new Database(file);
    raw.pragma("foreign_keys = OFF");
    raw.exec(
      `CREATE TABLE enquiries_v5 AS SELECT id, received_at, form_type, status, client_address, user_agent, fields, reference, spam_reason FROM enquiries`,
    );
    raw.exec(`DROP TABLE enquiries`);
    raw.exec(`CREATE TABLE enquiries (
      id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL,
      form_type TEXT NOT NULL CHECK (form_type IN ('quote', 'vendor', 'partner')),
      status TEXT NOT NULL CHECK (status IN ('accepted', 'spam')), client_address TEXT NOT NULL, user_agent TEXT,
      fields TEXT NOT NULL CHECK (json_valid(fields)), reference TEXT, spam_reason TEXT)`);
    raw.exec(`DROP TABLE enquiries_v5`);
    raw
      .prepare(
        `INSERT INTO enquiries (received_at, form_type, status, client_address, fields, reference) VALUES (?, 'quote', 'accepted', 'x', '{}', ?)`,
      )
      .run("2026-04-01T10:00:00.000Z", "DF-Q-2026-00001");
    raw.pragma("user_version = 5");
    raw.close();

    // The command line reads it before any new server has opened it: English, as it all was.
    const before = openStore(file, { readonly: true });
    expect(before.list().map((e) => e.language)).toEqual(["en"]);
    before.close();

    const store = openStore(file);
    expect(store.db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
    expect(store.get(1)).toMatchObject({ reference: "DF-Q-2026-00001", language: "en" });
    const { id } = store.insert({ formType: "vendor", language: "fr", status: "accepted", clientAddress: "x", fields: {} });
    expect(store.get(id)?.language).toBe("fr");
    // The column takes only the site's languages.
    expect(() => store.db.prepare(`UPDATE enquiries SET language = 'de' WHERE id = ?`).run(id)).toThrow(/CHECK constraint/);
    store.close();
    // Opening it again changes nothing.
    const again = openStore(file);
    expect(
      again
        .list()
        .map((e) => e.language)
        .sort(),
    ).toEqual(["en", "fr"]);
    again.close();
  });
});
