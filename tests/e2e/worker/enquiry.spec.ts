import { spawnSync } from "node:child_process";
import { d1Query, d1Where, whereFlags, workerStorage, wrangler } from "../../../server/d1-cli/wrangler";
import { readFileSync } from "node:fs";
import { inboxText } from "../../../app/features/inbox/labels";
import { inboxPaths, statusLabels } from "../../../contract/inbox";
import { answers, quote, vendor } from "../support/enquiry-forms";
import { expect, test } from "../support/test";
import { workerState } from "../support/worker-server";

// Issue 46: the site served by the Cloudflare Worker (`wrangler dev`, local D1 and R2) takes a
// vendor's registration with a document; the enquiry is in D1 and the document's bytes in R2, as
// `npm run inbox -- --d1 local` shows them, and its erase removes both.

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const local = d1Where("local", workerState);

/** `npm run inbox -- --d1 local --d1-state <the Worker's> …`, as an operator runs it. */
function inbox(args: string[], input?: string): string {
  const result = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "server/inbox-cli.ts", "--d1", "local", "--d1-state", workerState, ...args],
    { encoding: "utf8", input },
  );
  if (result.status !== 0) throw new Error(`npm run inbox -- ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

test("a vendor's document sent through the Worker is stored in D1 and R2, listed by the inbox command and erased from both", async ({
  page,
}) => {
  const marker = `Worker docs ${Date.now()}`;
  await page.goto(vendor.path);
  await vendor.fill(page, marker);
  await page.getByLabel("Supporting documents").setInputFiles([{ name: "cac-certificate.pdf", mimeType: "application/pdf", buffer: PDF }]);
  await page.getByRole("button", { name: vendor.submit }).click();
  const status = page.getByRole("status").filter({ hasText: vendor.success });
  await expect(status).toBeVisible();
  const reference = /Your reference is (\S+)\./.exec((await status.textContent()) ?? "")?.[1];
  expect(reference).toMatch(/^DF-V-\d{4}-\d+$/);

  // The inbox command on the Worker's local D1: the enquiry, with its reference and the vendor's answers.
  const csv = inbox(["--csv"]);
  const row = csv.split("\n").find((line) => line.includes(marker));
  expect(row).toContain(reference!);

  // The document's row names its object in R2, which holds the bytes sent.
  const [document] = d1Query<{ file_name: string; size: number; object_key: string }>(
    local,
    `SELECT d.file_name, d.size, d.object_key FROM enquiry_documents d JOIN enquiries e ON e.id = d.enquiry_id WHERE e.reference = '${reference}'`,
  );
  expect(document).toMatchObject({ file_name: "cac-certificate.pdf", size: PDF.length });
  const object = `${workerStorage().bucket}/${document!.object_key}`;
  expect(wrangler(["r2", "object", "get", object, ...whereFlags(local), "--pipe"])).toBe(PDF.toString("latin1"));

  // Erasure removes the enquiry from D1 and its document from R2.
  expect(inbox(["erase", String(answers.vendor(marker)["Email address"])])).toMatch(/^Erased 1 enquiry .* and 1 document from R2\./);
  expect(d1Query(local, `SELECT id FROM enquiries WHERE reference = '${reference}'`)).toEqual([]);
  expect(() => wrangler(["r2", "object", "get", object, ...whereFlags(local), "--pipe"])).toThrow();
});

test("a staff account added by the inbox command signs in on the Worker, finds an enquiry sent there, works it and exports it as CSV", async ({
  page,
  browser,
}) => {
  const marker = `Worker staff ${Date.now()}`;
  await page.goto(quote.path);
  await quote.fill(page, marker);
  await page.getByRole("button", { name: quote.submit }).click();
  const status = page.getByRole("status").filter({ hasText: quote.success });
  await expect(status).toBeVisible();
  const reference = /Your reference is (\S+)\./.exec((await status.textContent()) ?? "")?.[1];
  expect(reference).toMatch(/^DF-Q-\d{4}-\d+$/);

  const account = { email: `staff.${Date.now()}@deltaforge.example`, password: "a long staff passphrase 42" };
  expect(inbox(["user", "add", account.email, "--password-stdin"], `${account.password}\n`)).toBe(`Added ${account.email}.\n`);
  expect(inbox(["user", "list"])).toContain(account.email);

  // The staff inbox is not a site page: a context of its own, without the site's wait for hydration.
  const context = await browser.newContext();
  const inboxPage = await context.newPage();
  await inboxPage.goto(inboxPaths.app);
  await expect(inboxPage).toHaveURL(new RegExp(`${inboxPaths.login}$`));
  await inboxPage.getByLabel("Email address").fill(account.email);
  await inboxPage.getByLabel("Password").fill(account.password);
  await inboxPage.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(inboxPage).toHaveURL(new RegExp(`${inboxPaths.app}$`));
  await expect(inboxPage.getByText(reference!).first()).toBeVisible();

  // Work it: open it, answer it, add a note; its history records both, in D1.
  await inboxPage.getByRole("link", { name: new RegExp(marker) }).click();
  await expect(inboxPage.getByText(reference!, { exact: true })).toBeVisible();
  await inboxPage.getByRole("button", { name: statusLabels.answered }).click();
  await expect(inboxPage.getByRole("heading", { name: new RegExp(`${inboxText.status}:`) })).toContainText(statusLabels.answered);
  const note = `Called back from the Worker ${Date.now()}`;
  await inboxPage.getByLabel(inboxText.noteLabel).fill(note);
  await inboxPage.getByRole("button", { name: inboxText.addNote }).click();
  await expect(inboxPage.getByText(note)).toBeVisible();
  await expect(inboxPage.getByRole("region", { name: inboxText.history }).getByRole("listitem")).toHaveCount(2);
  expect(
    d1Query(
      local,
      `SELECT w.status, (SELECT COUNT(*) FROM inbox_notes n WHERE n.enquiry_id = e.id) AS notes
       FROM enquiries e JOIN inbox_workflow w ON w.enquiry_id = e.id WHERE e.reference = '${reference}'`,
    ),
  ).toEqual([{ status: "answered", notes: 1 }]);
  await inboxPage.getByRole("link", { name: inboxText.back }).click();

  const download = inboxPage.waitForEvent("download");
  await inboxPage.getByRole("link", { name: inboxText.exportCsv }).click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  expect(csv).toContain(reference!);
  expect(csv).toContain(marker);
  await context.close();
});
