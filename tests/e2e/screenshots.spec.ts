import { expect, test, type Page } from "./support/test";
import { serviceIds } from "../../app/content/services";
import { FORM_TYPES } from "../../contract/enquiry-fields";
import { paths, servicePath } from "../../contract/site-paths";
import { lagosTime } from "../../app/features/inbox/labels";
import { yearInLagos } from "../../server/inbox/references";
import { receivedBefore, startStaffInbox, type StaffInbox } from "./support/staff-inbox";

// What was looked at stays as it was: the first screen of one public page of each kind (the home
// page, a section, a service, a form, search and the 404 page) and the whole of the staff inbox's
// list and an enquiry, at a phone's and a desktop's width, compared with the baselines committed
// beside this file. The first screen, not the whole page: a whole public page costs 0.3-0.8 MB of
// baseline and seconds of CI per shot, and the class-name check (page-walk.spec.ts) covers every
// page from top to bottom. A change that moves pixels fails here until its new baselines are
// written on purpose (`npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots`,
// tests/README.md) and looked at. Chromium only (the one Playwright project). Everything on them is
// fixed: the browser's clock (the footer's year), reduced motion (no slideshow, no count-up, no
// reveal), animations and the caret stopped by toHaveScreenshot, and the inbox's own server with
// the same enquiries each run.
const widths = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const pages = [paths.home, paths.about, servicePath(serviceIds[0]!), paths.vendor, paths.search, "/no-such-page"];
const now = new Date("2026-03-05T09:00:00Z");
const shotName = (path: string, width: number) => `${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${width}.png`;

async function fixedClock(page: Page) {
  await page.clock.setFixedTime(now);
}

/** Every picture on the first screen loaded (the project's `page.goto` has waited for hydration). */
async function firstScreenReady(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      const box = img.getBoundingClientRect();
      return box.top >= innerHeight || box.bottom <= 0 || !img.checkVisibility() || img.complete;
    }),
  );
}

test.use({ reducedMotion: "reduce" });

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of pages) {
      test(`${path} looks as it did`, async ({ page }) => {
        await fixedClock(page);
        await page.goto(path);
        await firstScreenReady(page);
        await expect(page).toHaveScreenshot(shotName(path, viewport.width));
      });
    }
  });
}

/**
 * The inbox's enquiries are received days before today (support/staff-inbox.ts); the shots show them
 * the same days before the fixed clock, as on the baselines: each received time and reference, as
 * the page shows it, is replaced by the one it would show then. Replaced rather than masked: the
 * dates' widths set the list's column widths, so a mask over today's date would still move the
 * columns from one day to the next.
 */
async function datedAsOfFixedClock(page: Page, inbox: StaffInbox) {
  const swaps = inbox.seeds.flatMap((seed, i) => {
    const then = receivedBefore(now, i);
    return [
      [lagosTime(seed.receivedAt.toISOString()), lagosTime(then.toISOString())],
      [seed.reference, seed.reference.replace(`-${yearInLagos(seed.receivedAt)}-`, `-${yearInLagos(then)}-`)],
    ];
  });
  const replaced = await page.evaluate((pairs) => {
    let count = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const [today, then] of pairs) {
        if (node.nodeValue?.includes(today!)) {
          node.nodeValue = node.nodeValue.replaceAll(today!, then!);
          count++;
        }
      }
    }
    return count;
  }, swaps);
  // Something was replaced: a page that stopped showing the dates fails here, not silently.
  expect(replaced).toBeGreaterThan(0);
}

// One server for the inbox's shots (serial: the tests share it rather than each worker starting one).
test.describe("the staff inbox", () => {
  test.describe.configure({ mode: "serial" });
  let inbox: StaffInbox;
  test.beforeAll(async () => {
    inbox = await startStaffInbox();
  });
  test.afterAll(async () => {
    await inbox.close();
  });

  for (const viewport of widths) {
    test(`its list and an enquiry look as they did at ${viewport.width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
      const page = await context.newPage();
      await fixedClock(page);
      await inbox.signIn(page);
      await datedAsOfFixedClock(page, inbox);
      await expect(page).toHaveScreenshot(`inbox-list-${viewport.width}.png`, { fullPage: true });
      await page.goto(inbox.enquiryUrl[FORM_TYPES[0]]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await datedAsOfFixedClock(page, inbox);
      await expect(page).toHaveScreenshot(`inbox-enquiry-${viewport.width}.png`, { fullPage: true });
      await context.close();
    });
  }
});
