import Database from "better-sqlite3";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { pages } from "../../app/content/pages";
import { vendor } from "./support/enquiry-forms";

// Issue 36: the vendor form posting to our inbox takes documents (PDF, JPEG, PNG) through a file
// input, with and without JavaScript; the inbox checks them by content and stores them with the
// enquiry in the SQLite file the e2e server writes.

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
const FORGED = Buffer.from("<!doctype html><title>Not a PDF</title><script>alert(1)</script>");

interface Stored {
  reference: string;
  documents: { file_name: string; content_type: string; size: number }[];
}

/** The stored enquiries whose company is `marker`, with their documents. */
function stored(marker: string): Stored[] {
  const db = new Database(join(process.env.BUILD_DIR ?? "build", "e2e-inbox.sqlite"), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT id, reference FROM enquiries WHERE json_extract(fields, '$.company_name') = ?").all(marker) as {
      id: number;
      reference: string;
    }[];
    const docs = db.prepare("SELECT file_name, content_type, size FROM enquiry_documents WHERE enquiry_id = ? ORDER BY id");
    return rows.map((row) => ({ reference: row.reference, documents: docs.all(row.id) as Stored["documents"] }));
  } finally {
    db.close();
  }
}

async function attach(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByLabel("Supporting documents").setInputFiles(files);
}

const documents = [
  { name: "cac-certificate.pdf", mimeType: "application/pdf", buffer: PDF },
  { name: "tax-clearance.png", mimeType: "image/png", buffer: PNG },
];
const expected = [
  { file_name: "cac-certificate.pdf", content_type: "application/pdf", size: PDF.length },
  { file_name: "tax-clearance.png", content_type: "image/png", size: PNG.length },
];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the vendor sends documents with the form and lands on the sent page with the reference", async ({ page }) => {
    const marker = `Docs no-script ${Date.now()}`;
    await page.goto(vendor.path);
    await vendor.fill(page, marker);
    await attach(page, documents);
    await page.getByRole("button", { name: vendor.submit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.enquirySent.heading);
    const [row] = stored(marker);
    expect(row?.documents).toEqual(expected);
    await expect(page.getByText(`Your reference is ${row!.reference}.`)).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test("the vendor sends documents and sees the reference in place", async ({ page }) => {
    const marker = `Docs script ${Date.now()}`;
    await page.goto(vendor.path);
    await expect(page.getByRole("form", { name: vendor.formName })).toHaveAttribute("novalidate", "");
    await vendor.fill(page, marker);
    await attach(page, documents);
    await page.getByRole("button", { name: vendor.submit }).click();
    const status = page.getByRole("status").filter({ hasText: vendor.success });
    await expect(status).toBeVisible();
    const [row] = stored(marker);
    expect(row?.documents).toEqual(expected);
    await expect(status).toContainText(`Your reference is ${row!.reference}.`);
  });

  test("a forged PDF (an HTML page named .pdf) is refused with a message, and nothing is stored", async ({ page }) => {
    const marker = `Docs forged ${Date.now()}`;
    await page.goto(vendor.path);
    await expect(page.getByRole("form", { name: vendor.formName })).toHaveAttribute("novalidate", "");
    await vendor.fill(page, marker);
    await attach(page, [{ name: "nuprc-permit.pdf", mimeType: "application/pdf", buffer: FORGED }]);
    await page.getByRole("button", { name: vendor.submit }).click();
    await expect(page.getByRole("alert")).toContainText("nuprc-permit.pdf is not a PDF, JPEG or PNG file.");
    expect(stored(marker)).toEqual([]);
  });
});
