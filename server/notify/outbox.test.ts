/** The outbox's states on a real SQLite file, the retry schedule, and the cascade from the enquiry. */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { VALID } from "../inbox/fixtures";
import { openStore } from "../inbox/store";
import { tempDir } from "../test-helpers";
import { createOutbox, type OutboxJob } from "./outbox";
import { DEFAULT_RETRY, nextAttemptAt } from "./worker";

const tmp = tempDir();
afterAll(() => tmp.cleanup());
const quoteFields = Object.fromEntries(Object.entries(VALID.quote).filter(([name]) => name !== "form_type" && name !== "botcheck"));

function fresh(name: string) {
  const store = openStore(path.join(tmp.dir, `${name}.sqlite`));
  return { store, outbox: createOutbox(store.db) };
}

describe("outbox", () => {
  it("is written with its enquiry, only when asked, and goes pending → sending → sent", () => {
    const { store, outbox } = fresh("states");
    const { id } = store.insert({ formType: "quote", status: "accepted", clientAddress: "127.0.0.1", fields: quoteFields, notify: true });
    store.insert({ formType: "quote", status: "spam", clientAddress: "127.0.0.1", fields: quoteFields });
    expect(outbox.backlog()).toMatchObject({ unsent: 1, failed: 0 });
    const [job] = outbox.claimDue(5);
    expect(job).toMatchObject({ status: "sending", attempts: 1, enquiry: { id, formType: "quote", fields: quoteFields } });
    expect(outbox.claimDue(5)).toEqual([]);
    outbox.markSent(job!.id);
    expect(outbox.get(job!.id)).toMatchObject({ status: "sent", lastError: null });
    expect(outbox.backlog()).toEqual({ unsent: 0, failed: 0, oldestUnsentAt: null });
    store.close();
  });

  it("waits until the retry time, fails when told to, and is queued again by resend", () => {
    const { store, outbox } = fresh("retry");
    store.insert({ formType: "partner", status: "accepted", clientAddress: "127.0.0.1", fields: {}, notify: true });
    const [job] = outbox.claimDue(1);
    outbox.markFailed(job!.id, "ECONNREFUSED", new Date(Date.now() + 60_000));
    expect(outbox.claimDue(1)).toEqual([]);
    expect(outbox.claimDue(1, new Date(Date.now() + 61_000))).toHaveLength(1);
    outbox.markFailed(job!.id, "550 refused", null);
    expect(outbox.get(job!.id)).toMatchObject({ status: "failed", attempts: 2, lastError: "550 refused" });
    expect(outbox.backlog()).toMatchObject({ unsent: 0, failed: 1 });
    expect(outbox.resend(job!.id)).toBe(true);
    expect(outbox.get(job!.id)).toMatchObject({ status: "pending", attempts: 0, resends: 0 });
    const [again] = outbox.claimDue(1);
    outbox.markSent(again!.id);
    // A sent message queued again is a new message: its Message-ID changes (resends).
    expect(outbox.resend(job!.id)).toBe(true);
    expect(outbox.get(job!.id)).toMatchObject({ status: "pending", resends: 1 });
    expect(outbox.resend(12345)).toBe(false);
    store.close();
  });

  it("queues rows left `sending` by a killed process again", () => {
    const { store, outbox } = fresh("interrupted");
    store.insert({ formType: "vendor", status: "accepted", clientAddress: "127.0.0.1", fields: {}, notify: true });
    outbox.claimDue(1);
    expect(outbox.claimDue(1)).toEqual([]);
    expect(outbox.requeueInterrupted()).toBe(1);
    expect(outbox.claimDue(1)).toHaveLength(1);
    store.close();
  });

  it("goes with its enquiry: deleting the enquiry deletes its outbox rows (ON DELETE CASCADE)", () => {
    const { store, outbox } = fresh("cascade");
    const { id } = store.insert({ formType: "quote", status: "accepted", clientAddress: "127.0.0.1", fields: quoteFields, notify: true });
    store.insert({ formType: "quote", status: "accepted", clientAddress: "127.0.0.1", fields: quoteFields, notify: true });
    expect(outbox.backlog().unsent).toBe(2);
    store.db.prepare("DELETE FROM enquiries WHERE id = ?").run(id);
    expect(outbox.backlog().unsent).toBe(1);
    expect(outbox.listUnsent().map((e) => e.enquiryId)).not.toContain(id);
    store.close();
  });
});

describe("retry schedule", () => {
  const job = (attempts: number, queuedMsAgo = 0): OutboxJob =>
    ({ attempts, queuedAt: new Date(Date.now() - queuedMsAgo).toISOString() }) as OutboxJob;
  const delay = (attempts: number, permanent = false, queuedMsAgo = 0) => {
    const now = new Date();
    const at = nextAttemptAt(job(attempts, queuedMsAgo), { message: "", permanent }, DEFAULT_RETRY, now);
    return at === null ? null : at.getTime() - now.getTime();
  };

  it("retries first within a minute, then ever later, up to an hour apart", () => {
    expect(delay(1)).toBeLessThan(60_000);
    expect(delay(2)!).toBeGreaterThan(delay(1)! * 1.5);
    expect(delay(20)).toBeLessThanOrEqual(66 * 60_000);
    expect(delay(20)).toBeGreaterThanOrEqual(60 * 60_000);
  });

  it("keeps trying for a day, then gives up; a refusal of the message itself after three attempts", () => {
    expect(delay(30, false, 23 * 3600_000)).not.toBeNull();
    expect(delay(30, false, 24 * 3600_000)).toBeNull();
    expect(delay(2, true)).not.toBeNull();
    expect(delay(3, true)).toBeNull();
  });

  it("spans more than a day of attempts before it gives up", () => {
    let waited = 0;
    let attempts = 1;
    for (; waited < 24 * 3600_000; attempts++) waited += delay(attempts, false, waited)!;
    expect(attempts).toBeGreaterThan(20);
  });
});
