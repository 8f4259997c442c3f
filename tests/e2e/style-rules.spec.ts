import { expect, test } from "@playwright/test";
import { FORM_TYPES } from "../../contract/enquiry-fields";
import { inboxPaths } from "../../contract/inbox";
import { startStaffInbox, type StaffInbox } from "./support/staff-inbox";
import { classNamesWithoutRule } from "./support/style-rules";

// Every class name on the staff inbox's pages has a rule in the stylesheets they load: its sign-in
// page, its list and an enquiry of each form, signed in, at a phone's and a desktop's width. The
// inbox has a stylesheet of its own (features/inbox/inbox.css); when its build stopped scanning the
// inbox's files, 14 class names of the list and 13 of an enquiry lost their rule and nothing failed
// (issue 44). The public pages get the same check in page-walk.spec.ts, on the visit it makes of
// each page at each width.
const widths = [390, 1440];

let inbox: StaffInbox;
test.beforeAll(async () => {
  inbox = await startStaffInbox();
});
test.afterAll(async () => {
  await inbox.close();
});

for (const width of widths) {
  test(`every class name of the staff inbox's pages has a rule at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const unstyled: Record<string, string[]> = {};
    await page.goto(`${inbox.url}${inboxPaths.login}`);
    unstyled["sign-in"] = await classNamesWithoutRule(page);
    await inbox.signIn(page);
    unstyled.list = await classNamesWithoutRule(page);
    for (const form of FORM_TYPES) {
      await page.goto(inbox.enquiryUrl[form]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      unstyled[form] = await classNamesWithoutRule(page);
    }
    await context.close();
    expect(unstyled).toEqual({ "sign-in": [], list: [], ...Object.fromEntries(FORM_TYPES.map((form) => [form, []])) });
  });
}
