/**
 * Passkey challenges (issue 44): asking for options is free, so strangers' requests must neither
 * exhaust the challenges (registering a passkey then answered 500) nor grow memory without bound.
 * The real module on a real SQLite file; 10,000 requests over HTTP cost a minute on a loaded
 * machine, so the count is driven here and hostile-staff.test.ts attacks the routes.
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "../inbox/store";
import { tempDir } from "../test-helpers";
import { createPasskeys } from "./passkeys";

const ORIGIN = "http://localhost:3000";

describe("passkey challenges", () => {
  const tmp = tempDir("passkeys-");
  const store = openStore(path.join(tmp.dir, "inbox.sqlite"));
  afterAll(() => {
    store.close();
    tmp.cleanup();
  });

  it("10,001 sign-in option requests from many addresses leave registering a passkey working", async () => {
    const passkeys = createPasskeys(store.db);
    for (let i = 0; i <= 10_000; i++) await passkeys.authenticationOptions(ORIGIN, `198.51.100.${i % 250}.${Math.floor(i / 250)}`);
    const options = await passkeys.registrationOptions({ id: 1, email: "ada.staff@example.com" }, ORIGIN);
    expect(options.challenge).toMatch(/^[\w-]+$/);
    await expect(passkeys.authenticationOptions(ORIGIN, "203.0.113.9")).resolves.toMatchObject({ rpId: "localhost" });
  });
});
