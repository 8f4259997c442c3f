import Database from "better-sqlite3";
import { join } from "node:path";
import { test as withoutHydration } from "@playwright/test";
import formsFile from "../../app/content/data/enquiry-forms.json" with { type: "json" };
import resultsFile from "../../app/content/data/enquiry-results.json" with { type: "json" };
import { ownHalf } from "../../app/content/language";
import { ENQUIRY_RULES, ENQUIRY_WORDS } from "../../contract/enquiry-languages";
import { localPath } from "../../contract/languages";
import { paths } from "../../contract/site-paths";
import { fillByLabel, type Answers } from "./support/enquiry-forms";
import { expect, test, type Page } from "./support/test";

// Issue 40: the French vendor form end to end, against the production build's French pages (the
// French build under /fr) and the real inbox: the browser's own checks in French, and without
// JavaScript the inbox's, which answers in the language the page posted and sends the visitor to
// the French result pages. Labels and messages come from the contract's French catalogue, the
// words the page was built from; the inbox's SQLite file says what was stored.

const rules = ENQUIRY_RULES.fr;
// The French page's copy, the French half of the content files the French build rendered.
const copy = ownHalf(formsFile, "fr");
const results = ownHalf(resultsFile, "fr");
const vendor = copy.forms.vendor;
const { checks } = ENQUIRY_WORDS.fr;
const vendorPath = localPath(paths.vendor, "fr");

const inbox = () => new Database(join(process.env.BUILD_DIR ?? "build", "e2e-inbox.sqlite"), { readonly: true, fileMustExist: true });
/** The language and reference of each stored enquiry that mentions `marker` (each test writes its own). */
function stored(marker: string): { language: string; reference: string }[] {
  const db = inbox();
  try {
    return db.prepare("SELECT language, reference FROM enquiries WHERE fields LIKE ?").all(`%${marker}%`) as {
      language: string;
      reference: string;
    }[];
  } finally {
    db.close();
  }
}

/** A French vendor's answers, by the French labels; `email` and `phone` may be given wrong on purpose. */
function answers(company: string, { email = "achats@kestrel.example", phone = "+237 6 90 00 12 34" } = {}): Answers {
  return {
    [rules.company_name.label]: company,
    [rules.registration_number.label]: "RC/DLA/2019/B/1234",
    [rules.company_address.label]: "12 rue de la Joie, Akwa, Douala",
    [rules.contact_person.label]: "Chantal Ngo",
    [rules.position.label]: "Directrice commerciale",
    [rules.email.label]: email,
    [rules.phone.label]: phone,
    [rules.vendor_category.label]: { option: rules.vendor_category.options!.find((o) => o.value === "equipment-supply")!.label },
    [rules.products_services_description.label]: "Vannes à opercule et à boisseau sphérique selon API 6D.",
  };
}

const submit = (page: Page) => page.getByRole("button", { name: vendor.submitLabel }).click();

test.describe("the French vendor form", () => {
  test("checks in the browser in French: the summary, each field's message, the page title", async ({ page }) => {
    await page.goto(vendorPath);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const form = page.getByRole("form", { name: vendor.heading });
    await expect(form).toHaveAttribute("novalidate", "");
    await expect(form.locator('input[name="language"]')).toHaveValue("fr");

    await fillByLabel(page, answers(`Kestrel ${Date.now()}`, { email: "achats@kestrel" }));
    await page.getByLabel(rules.company_name.label).fill("");
    await submit(page);

    const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: copy.messages.errorSummaryTitle }) });
    await expect(summary).toBeFocused();
    const required = checks.required.replace("{errorName}", rules.company_name.errorName);
    await expect(summary.getByRole("link", { name: required })).toBeVisible();
    await expect(summary.getByRole("link", { name: checks.email })).toBeVisible();
    await expect(page.getByLabel(rules.email.label)).toHaveAccessibleDescription(new RegExp(checks.email.replace(/[.+?]/g, "\\$&")));
    await expect(page).toHaveTitle(new RegExp(`^${copy.messages.errorPrefix} `));
    // Nothing in English on the form once it has spoken.
    await expect(form).not.toContainText("Enter ");
  });

  test("sends a French enquiry the inbox stores as French, and says so in French", async ({ page }) => {
    const marker = `Kestrel JS ${Date.now()}`;
    await page.goto(vendorPath);
    await fillByLabel(page, answers(marker));
    await submit(page);
    await expect(page.getByRole("status")).toContainText(vendor.successMessage);
    expect(stored(marker)).toEqual([{ language: "fr", reference: expect.stringMatching(/^DF-V-\d{4}-\d{5}$/) }]);
  });
});

withoutHydration.describe("the French vendor form without JavaScript", () => {
  withoutHydration.use({ javaScriptEnabled: false });

  withoutHydration("a refused enquiry ends on the French not-sent page, and nothing is stored", async ({ page }) => {
    const marker = `Kestrel refusé ${Date.now()}`;
    await page.goto(vendorPath);
    // The browser accepts any text in a tel field; the inbox wants a phone number.
    await fillByLabel(page, answers(marker, { phone: "appelez-moi" }));
    await submit(page);
    await expect(page).toHaveURL(new RegExp(`${localPath(paths.enquiryNotSent, "fr")}#invalid$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { name: results.reasons.invalid.heading })).toBeVisible();
    expect(stored(marker)).toEqual([]);
  });

  withoutHydration("an accepted enquiry ends on the French sent page with its reference, stored as French", async ({ page }) => {
    const marker = `Kestrel sans JS ${Date.now()}`;
    await page.goto(vendorPath);
    await fillByLabel(page, answers(marker));
    await submit(page);
    await expect(page).toHaveURL(new RegExp(`${localPath(paths.enquirySent, "fr")}\\?reference=DF-V-\\d{4}-\\d{5}$`));
    const [enquiry] = stored(marker);
    expect(enquiry?.language).toBe("fr");
    await expect(page.getByText(copy.messages.referenceNote.replace("{reference}", enquiry!.reference))).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});
