/**
 * Enquiries kept on the device through a dropped connection (issue 39), in Chromium against the
 * real server and its SQLite file: sent when the connection is back, stored once, cancellable,
 * and a refusal on the later send shown on the form with the visitor's text back.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { freePort, inboxServerEnv, spawnServer, type ServerProcess } from "../../server/test-helpers";
import { enquiryMessages as messages } from "../../app/content/enquiry-forms";
import { quote } from "./support/enquiry-forms";
import { expect, test, type Page } from "./support/test";

const e2eInbox = path.resolve(process.env.BUILD_DIR ?? "build", "e2e-inbox.sqlite");

/** Stored quote requests whose company is `marker`. */
function stored(file: string, marker: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM enquiries WHERE json_extract(fields, '$.company') = ?`).get(marker) as { n: number }).n;
  } finally {
    db.close();
  }
}

async function openQuote(page: Page, base = "") {
  await page.goto(`${base}${quote.path}`);
  await expect(page.getByRole("form", { name: quote.formName })).toHaveAttribute("novalidate", "");
  // The service worker controls the page: Background Sync can be asked for, and the page reads offline.
  // The worker starts 3 s after load (SERVICE_WORKER_DELAY_MS, app/enhance/service-worker.ts) unless the visitor
  // acts sooner, then installs and saves: more than the default 5 s on a busy machine.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

const waitingItem = (page: Page) => page.getByText(/^Waiting to be sent: your enquiry saved at/);

test("sent while offline: kept on the device, listed after a reload, sent once when the connection is back", async ({ page, context }) => {
  const marker = `Offline Storage ${Date.now()}`;
  await openQuote(page);
  await quote.fill(page, marker);
  await context.setOffline(true);
  await page.getByRole("button", { name: quote.submit }).click();
  await expect(page.getByRole("status")).toContainText(messages.queued);
  await expect(waitingItem(page)).toBeVisible();
  await expect(page.getByLabel("Company")).toHaveValue("");

  // Still offline, the form's page comes from the worker and still lists the enquiry.
  await page.reload();
  await expect(waitingItem(page)).toBeVisible();

  await context.setOffline(false);
  // Sent: the form's own success message.
  await expect(page.getByRole("status")).toContainText(quote.success);
  await expect(waitingItem(page)).toHaveCount(0);
  await expect.poll(() => stored(e2eInbox, marker)).toBe(1);
});

test("a queued enquiry can be cancelled and is never sent", async ({ page, context }) => {
  const marker = `Cancelled Storage ${Date.now()}`;
  await openQuote(page);
  await quote.fill(page, marker);
  await context.setOffline(true);
  await page.getByRole("button", { name: quote.submit }).click();
  await page.getByRole("button", { name: messages.cancelQueued }).click();
  await expect(waitingItem(page)).toHaveCount(0);
  await context.setOffline(false);
  await page.goto("/about");
  await page.goto(quote.path);
  await expect(page.getByRole("status")).not.toContainText(quote.success);
  expect(stored(e2eInbox, marker)).toBe(0);
});

test("server stopped mid-submit: kept, sent by the next page opened once it is back; refused later: shown with the text back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "deltaforge-queue-"));
  const db = path.join(tmp, "inbox.sqlite");
  const port = String(await freePort());
  const env = (extra: Record<string, string> = {}) =>
    inboxServerEnv(path.dirname(e2eInbox), db, { PORT: port, INBOX_ACCESS_KEY: "local-inbox-key", ...extra });
  let server: ServerProcess = await spawnServer(env());
  const stop = async () => {
    server.child.kill("SIGKILL");
    await server.exited;
  };
  try {
    const base = server.url;
    const marker = `Stopped Server ${Date.now()}`;
    await openQuote(page, base);
    await quote.fill(page, marker);
    // The server dies while the enquiry is on its way.
    await page.route("**/api/enquiries", async (route) => {
      await stop();
      await route.continue();
    });
    await page.getByRole("button", { name: quote.submit }).click();
    await expect(page.getByRole("status")).toContainText(messages.queued);
    await page.unroute("**/api/enquiries");

    server = await spawnServer(env());
    await page.goto(`${base}/about`);
    await expect.poll(() => stored(db, marker), { timeout: 20_000 }).toBe(1);

    // Queued again, then the server comes back with another key: the later send is refused.
    const refused = `Refused Later ${Date.now()}`;
    await openQuote(page, base);
    await quote.fill(page, refused);
    await stop();
    await page.getByRole("button", { name: quote.submit }).click();
    await expect(waitingItem(page)).toBeVisible();
    server = await spawnServer(env({ INBOX_ACCESS_KEY: "another-key" }));
    await page.goto(`${base}/about`);
    await page.goto(`${base}${quote.path}`);
    await expect(page.getByRole("alert")).toContainText("was not accepted: Invalid access key.");
    await expect(page.getByLabel("Company")).toHaveValue(refused);
    await expect(waitingItem(page)).toHaveCount(0);
    expect(stored(db, refused)).toBe(0);
  } finally {
    server.child.kill("SIGKILL");
    rmSync(tmp, { recursive: true, force: true });
  }
});
