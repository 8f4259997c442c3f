import { wcagViolations } from "./support/axe";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { openStore, type OpenedStore } from "../../server/inbox/store";
import { createStaffUsers } from "../../server/staff/users";
import { cspDirectives } from "../../scripts/check-hosts/http-checks";

// The staff inbox in a real browser, on the real build and server, with the real SQLite file the
// server uses. On http://localhost (not 127.0.0.1): the origin passkeys need, and the one staff use.
const port = Number(process.env.E2E_PORT ?? 3210);
const base = `http://localhost:${port}`;
const db = `${process.env.BUILD_DIR ?? "build"}/e2e-inbox.sqlite`;
const run = Date.now().toString(36);
const staff = { email: `staff-${run}@example.com`, password: "an inbox passphrase for tests" };
const XSS = `<img src=x onerror="window.__pwned=1">`;

// One staff account and one set of enquiries for the file; the tests build on each other's changes.
test.describe.configure({ mode: "serial" });

let store: OpenedStore;
const ids: Record<string, number> = {};
const references: Record<string, string> = {};
test.beforeAll(async () => {
  store = openStore(db, { busyTimeoutMs: 5000 });
  await createStaffUsers(store.db).add(staff.email, staff.password);
  const quote = (company: string, brief: string, extra: Record<string, string> = {}) => ({
    formType: "quote" as const,
    status: "accepted" as const,
    clientAddress: "192.0.2.7",
    fields: {
      first_name: "Efe",
      last_name: `Tester ${run}`,
      email: `efe-${run}@example.com`,
      phone: "+234 803 000 0000",
      company,
      service_needed: "engineering-services",
      project_brief: brief,
      ...extra,
    },
  });
  ids.xss = store.insert(quote(`${XSS} Ltd ${run}`, `See javascript:window.__pwned=2 and ${XSS} marker-${run}`)).id;
  ({ id: ids.plain, reference: references.plain } = store.insert(quote(`Harbour Cranes ${run}`, `Crane inspection at Onne marker-${run}`)));
  ids.vendor = store.insert({
    ...quote("", ""),
    formType: "vendor",
    fields: {
      company_name: `Kestrel Valves ${run}`,
      contact_person: "Ife Tester",
      email: `ife-${run}@example.com`,
      website: "javascript:window.__pwned=3",
      products_services_description: `Valves marker-${run}`,
    },
  }).id;
});
test.afterAll(async () => {
  await createStaffUsers(store.db).remove(staff.email);
  store.close();
});

async function signIn(page: Page) {
  await page.goto(`${base}/inbox`);
  await expect(page).toHaveURL(`${base}/inbox/login`);
  await page.getByLabel("Email address").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${base}/inbox`);
}

async function newPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ reducedMotion: "reduce", ...options });
  return [context, await context.newPage()];
}

test("sign-in works without JavaScript, and a wrong password is told in the page", async ({ browser }) => {
  const [context, page] = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(`${base}/inbox`);
  await expect(page).toHaveURL(`${base}/inbox/login`);
  await page.getByLabel("Email address").fill(staff.email);
  await page.getByLabel("Password").fill("not the right one at all");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("The email address or password is not right.");
  await page.getByLabel("Email address").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${base}/inbox`);
  const cookie = (await context.cookies()).find((c) => c.name === "inbox_session")!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  await context.close();
});

test("enquiry text is shown as text and runs nothing, under a CSP without unsafe-inline", async ({ browser }) => {
  const [context, page] = await newPage(browser);
  const violations: string[] = [];
  page.on("console", (m) => m.text().includes("Content Security Policy") && violations.push(m.text()));
  page.on("dialog", (d) => violations.push(`dialog: ${d.message()}`));
  await signIn(page);
  const csp = cspDirectives((await page.request.get(`${base}/inbox`)).headers()["content-security-policy"] ?? "");
  expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
  expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  await page.getByLabel("Search every field").fill(`marker-${run}`);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("status").first()).toHaveText("3 enquiries");
  await page.getByRole("link", { name: `${XSS} Ltd ${run}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${XSS} Ltd ${run}`);
  await expect(page.getByText(`See javascript:window.__pwned=2 and ${XSS} marker-${run}`)).toBeVisible();
  expect(await page.locator("img").count()).toBe(0);
  await page.getByRole("link", { name: "Back to the list" }).click();
  await page.getByRole("link", { name: `Kestrel Valves ${run}` }).click();
  await expect(page.getByText("javascript:window.__pwned=3")).toBeVisible();
  expect(await page.getByRole("link", { name: /javascript:/ }).count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(violations).toEqual([]);
  await context.close();
});

test("with the keyboard only: search, open an enquiry, set its status, add a note, see the history", async ({ browser }) => {
  const [context, page] = await newPage(browser);
  await signIn(page);
  await page.getByLabel("Search every field").focus();
  await page.keyboard.type(`Harbour Cranes ${run}`);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").first()).toHaveText("1 enquiry");
  const link = page.getByRole("link", { name: `Harbour Cranes ${run}` });
  for (let i = 0; i < 20 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Harbour Cranes ${run}`);
  await expect(page.getByText(references.plain!, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    `mailto:efe-${run}%40example.com?subject=Your%20enquiry%20${references.plain}%20to%20Deltaforge%20Energy`,
  );
  await page.getByRole("button", { name: "Answered" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /Status:/ })).toContainText("Answered");
  await page.getByLabel("New note").focus();
  await page.keyboard.type("Phoned back; quote sent <b>today</b>");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Phoned back; quote sent <b>today</b>")).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveText([
    new RegExp(`Status: New → Answered${staff.email}`),
    new RegExp(`Added a note${staff.email}`),
  ]);
  await context.close();
});

test("bulk status change on a selection, then the filter finds them", async ({ browser }) => {
  const [context, page] = await newPage(browser);
  await signIn(page);
  await page.getByLabel("Search every field").fill(`marker-${run}`);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("status").first()).toHaveText("3 enquiries");
  await page.getByRole("checkbox", { name: "Select every enquiry shown" }).check();
  await page.getByLabel("Set the selected enquiries to").selectOption({ label: "In progress" });
  await page.getByRole("button", { name: "Set status (3)" }).click();
  await expect(page.getByText(/of 3 changed to In progress/)).toBeVisible();
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption({ label: "In progress" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("status").first()).toHaveText("3 enquiries");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export these as CSV" }).click();
  const csv = await (await download).path().then((file) => import("node:fs").then((fs) => fs.readFileSync(file, "utf8")));
  expect(csv.trim().split("\r\n")).toHaveLength(4);
  await context.close();
});

test("erasing one person's enquiries asks first, then removes them", async ({ browser }) => {
  const [context, page] = await newPage(browser);
  await signIn(page);
  await page.getByText("Erase one person's enquiries").click();
  await page.getByLabel("Their email address").fill(`ife-${run}@example.com`);
  await page.getByRole("button", { name: "Find their enquiries" }).click();
  await page.getByRole("button", { name: `Erase 1 enquiry from ife-${run}@example.com for good` }).click();
  await expect(page.getByText(`Erased 1 enquiry sent with ife-${run}@example.com.`)).toBeVisible();
  expect(store.db.prepare("SELECT COUNT(*) AS n FROM enquiries WHERE id = ?").get(ids.vendor)).toEqual({ n: 0 });
  await context.close();
});

/** Chromium's virtual authenticator on the page: a platform authenticator that keeps resident keys and says yes. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test("a passkey added after signing in then signs in alone (Chromium's virtual authenticator)", async ({ browser }) => {
  const [context, page] = await newPage(browser);
  await virtualAuthenticator(page);
  await signIn(page);
  await expect(page.getByText("You have no passkey yet.")).toBeVisible();
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added. Next time you can sign in with it alone.")).toBeVisible();
  await expect(page.getByText("You have 1 passkey.")).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${base}/inbox/login?signed-out`);
  await expect(page.getByRole("alert")).toHaveText("You have signed out.");
  expect((await context.cookies()).find((c) => c.name === "inbox_session")).toBeUndefined();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(`${base}/inbox`);
  await expect(page.getByText(staff.email)).toBeVisible();
  await context.close();
});

test("a passkey this server does not know signs nobody in", async ({ browser }) => {
  const [context, page] = await newPage(browser);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  // A resident credential for this relying party that was never registered with the inbox.
  const { privateKey } = await import("node:crypto").then((crypto) => crypto.generateKeyPairSync("ec", { namedCurve: "P-256" }));
  await cdp.send("WebAuthn.addCredential", {
    authenticatorId,
    credential: {
      credentialId: Buffer.from(`stranger-${run}`).toString("base64"),
      isResidentCredential: true,
      rpId: "localhost",
      userHandle: Buffer.from("stranger").toString("base64"),
      privateKey: privateKey.export({ format: "der", type: "pkcs8" }).toString("base64"),
      signCount: 0,
    },
  });
  await page.goto(`${base}/inbox/login`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That passkey did not sign you in." })).toBeVisible();
  await expect(page).toHaveURL(`${base}/inbox/login`);
  expect((await context.cookies()).find((c) => c.name === "inbox_session")).toBeUndefined();
  await context.close();
});

for (const width of [1440, 390]) {
  test(`the sign-in page, the list and an enquiry have no WCAG 2.2 AA violations at ${width} px`, async ({ browser }) => {
    const [context, page] = await newPage(browser, { viewport: { width, height: 900 } });
    await page.goto(`${base}/inbox/login`);
    expect(await wcagViolations(page)).toEqual([]);
    await signIn(page);
    await expect(page.locator("tbody tr").first()).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await page.goto(`${base}/inbox?id=${ids.plain}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await context.close();
  });
}
