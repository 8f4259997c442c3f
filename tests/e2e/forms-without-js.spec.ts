import Database from "better-sqlite3";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { enquiryResults } from "../../app/content/enquiry-results";
import { pages } from "../../app/content/pages";
import { partner, quote, vendor } from "./support/enquiry-forms";
import { waitForHydration } from "./support/settle";

// docs/decisions/0008: a form the browser posts itself (scripts off, or not yet running) sends the
// enquiry to the inbox and ends on our own result page, through the form service's `redirect`
// field, which the local inbox honours for its own origin (server/inbox/result-page.ts).

const inbox = () => new Database(join(process.env.BUILD_DIR ?? "build", "e2e-inbox.sqlite"), { readonly: true, fileMustExist: true });
/** How many stored enquiries mention `marker` (each test writes its own). */
function stored(marker: string): number {
  return references(marker).length;
}
/** The references of the stored enquiries that mention `marker`. */
function references(marker: string): string[] {
  const db = inbox();
  try {
    return (db.prepare("SELECT reference FROM enquiries WHERE fields LIKE ?").all(`%${marker}%`) as { reference: string }[]).map(
      (r) => r.reference,
    );
  } finally {
    db.close();
  }
}

const otherWays = (page: Page) => page.getByRole("complementary", { name: enquiryResults.otherWaysHeading });

const forms = [quote, vendor, partner];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const form of forms) {
    test(`${form.path}: the enquiry reaches the inbox and the visitor lands on our result page`, async ({ page }) => {
      const marker = `No-script ${form.path.split("/").pop()} ${Date.now()}`;
      await page.goto(form.path);
      await form.fill(page, marker);
      await page.getByRole("button", { name: form.submit }).click();
      await expect(page).toHaveURL(/\/contact\/sent\?reference=DF-[QVP]-\d{4}-\d{5}$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.enquirySent.heading);
      // Our server wrote the stored enquiry's reference into the page (server/page-fill.ts).
      const [reference] = references(marker);
      await expect(page.getByText(`Your reference is ${reference}.`)).toBeVisible();
      await expect(page.getByRole("heading", { name: enquiryResults.nextHeading })).toBeVisible();
      await expect(otherWays(page).getByRole("link", { name: company.emails.info })).toHaveAttribute(
        "href",
        `mailto:${company.emails.info}`,
      );
      expect(stored(marker)).toBe(1);
    });
  }

  test("a refused enquiry lands on a page that says what went wrong and how else to reach us", async ({ page }) => {
    const marker = `Refused ${Date.now()}`;
    await page.goto(quote.path);
    await quote.fill(page, marker);
    // The browser accepts any text in a tel field; the inbox wants a phone number.
    await page.getByLabel("Phone number").fill("call me");
    await page.getByRole("button", { name: quote.submit }).click();
    await expect(page).toHaveURL(/\/contact\/not-sent#invalid$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.enquiryNotSent.heading);
    await expect(page.getByRole("heading", { name: enquiryResults.reasons.invalid.heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: enquiryResults.reasons.busy.heading })).toBeHidden();
    for (const phone of company.phones) await expect(otherWays(page).getByRole("link", { name: phone })).toBeVisible();
    await expect(otherWays(page).getByRole("link", { name: company.emails.info })).toBeVisible();
    expect(stored(marker)).toBe(0);
  });

  test("the sent page shows a reference only when it has the shape of one", async ({ page }) => {
    await page.goto("/contact/sent");
    await expect(page.getByText(/Your reference is/)).toBeHidden();
    await page.goto(`/contact/sent?reference=${encodeURIComponent("<b>Call 0800</b>")}`);
    await expect(page.getByText(/Your reference is/)).toBeHidden();
    await expect(page.getByText("Call 0800")).toHaveCount(0);
  });

  test("the not-sent page without a reason gives the general one", async ({ page }) => {
    await page.goto("/contact/not-sent");
    await expect(page.getByRole("heading", { name: enquiryResults.unknownReason.heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: enquiryResults.reasons.invalid.heading })).toBeHidden();
  });
});

test("what is typed before the form hydrates stays when it does", async ({ page }) => {
  // Hold the framework's chunks (not the enhancement script) until the visitor has typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!enhance-).+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/contact/partner", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Company name").fill("Typed early Ltd");
  await page.getByLabel("Message").fill("Typed before the page was ready.");
  release();
  await waitForHydration(page);
  await expect(page.getByRole("form", { name: "Partnership request form" })).toHaveAttribute("novalidate", "");
  await expect(page.getByLabel("Company name")).toHaveValue("Typed early Ltd");
  await expect(page.getByLabel("Message")).toHaveValue("Typed before the page was ready.");
  // It is the draft now: a reload brings it back.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Company name")).toHaveValue("Typed early Ltd");
});
