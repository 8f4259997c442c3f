import { expect, type Page } from "@playwright/test";
import path from "node:path";
import { FORM_TYPES, formFieldNames, type FormType } from "../../../contract/enquiry-fields";
import { inboxPaths } from "../../../contract/inbox";
import { inboxText } from "../../../app/features/inbox/labels";
import { VALID } from "../../../server/inbox/fixtures";
import { openStore } from "../../../server/inbox/store";
import { createStaffUsers } from "../../../server/staff/users";
import { inboxServerEnv, spawnServer, tempDir } from "../../../server/test-helpers";

/**
 * A staff inbox of its own: the real server in a child process (server/test-helpers.ts spawnServer,
 * as in server/*.test.ts: its problems fail the test), serving this build, on a fresh SQLite file
 * holding one staff account and the same enquiries every time, received the same days before
 * today. Its pages then look the same on every run but for those dates (the shared test server's
 * file gathers the enquiries every other spec sends), which the screenshot comparisons need; they
 * show the dates counted back from their fixed clock (screenshots.spec.ts).
 */
export const staff = { email: "duty.officer@deltaforge.example", password: "an inbox passphrase for tests" };

/**
 * When the enquiry at `index` was received, counted back from `today`: 08:30 UTC (09:30 in Lagos,
 * far from midnight there), a day apart, oldest first, the last the day before. Relative, so the
 * server's retention purge (server/inbox/retention-schedule.ts) never finds them past the period,
 * whatever the calendar says.
 */
export const receivedBefore = (today: Date, index: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (FORM_TYPES.length - index), 8, 30));
// One enquiry of each form, with the sample answers the server's tests send (server/inbox/fixtures.ts);
// the quote's brief runs over several lines, as briefs do.
const brief = "Tank farm inspection, Calabar, Q3.\nTwo 20,000 m³ tanks, floating roofs.\n\nSite access from 1 July.";
const fieldsOf = (form: FormType, extra: Record<string, string> = {}) => {
  const sample: Record<string, string> = { ...VALID[form], ...extra };
  return Object.fromEntries(formFieldNames(form).flatMap((name) => (name in sample ? [[name, sample[name]!]] : [])));
};
const enquiriesOf = (today: Date) =>
  FORM_TYPES.map((formType, i) => ({
    formType,
    status: "accepted" as const,
    clientAddress: "192.0.2.7",
    receivedAt: receivedBefore(today, i),
    fields: fieldsOf(formType, formType === "quote" ? { project_brief: brief } : {}),
  }));

export interface StaffInbox {
  /** The server's origin, http://127.0.0.1:<port>. */
  url: string;
  /** The list's address and each enquiry's, by form. */
  listUrl: string;
  enquiryUrl: Record<FormType, string>;
  /** The enquiries as stored, in FORM_TYPES order. */
  seeds: { receivedAt: Date; reference: string }[];
  /** Signs in through the sign-in page and waits for the list. */
  signIn(page: Page): Promise<void>;
  close(): Promise<void>;
}

export async function startStaffInbox(): Promise<StaffInbox> {
  const dir = tempDir("deltaforge-staff-inbox-");
  const db = path.join(dir.dir, "inbox.sqlite");
  const server = await spawnServer(inboxServerEnv(process.env.BUILD_DIR ?? "build", db));
  const store = openStore(db, { busyTimeoutMs: 5000 });
  await createStaffUsers(store.db).add(staff.email, staff.password);
  const enquiries = enquiriesOf(new Date());
  const stored = enquiries.map((enquiry) => store.insert(enquiry));
  store.close();
  const listUrl = `${server.url}${inboxPaths.app}`;
  return {
    url: server.url,
    listUrl,
    enquiryUrl: Object.fromEntries(FORM_TYPES.map((form, i) => [form, `${listUrl}?id=${stored[i]!.id}`])) as Record<FormType, string>,
    seeds: stored.map(({ reference }, i) => ({ receivedAt: enquiries[i]!.receivedAt, reference })),
    async signIn(page) {
      await page.goto(`${server.url}${inboxPaths.login}`);
      await page.getByLabel("Email address").fill(staff.email);
      await page.getByLabel("Password").fill(staff.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page).toHaveURL(listUrl);
      await expect(page.getByRole("status").first()).toHaveText(inboxText.count(FORM_TYPES.length));
    },
    /** Stops the server; throws if it logged an uncaught error or did not stop cleanly (server/supervisor/watch-server.ts). */
    async close() {
      server.child.kill("SIGTERM");
      await server.exited;
      dir.cleanup();
      server.watch.assertHealthy();
    },
  };
}
