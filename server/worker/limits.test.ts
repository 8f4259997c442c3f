/**
 * The Worker's limits, in workerd with local D1: the accepted enquiries a minute per client address
 * (INBOX_RATE_LIMIT, keyed on CF-Connecting-IP) hold across isolates because they are counted in D1
 * (storage/d1-rate-limit.ts). Two apps made from the same bindings stand for two isolates: each has
 * its own memory, as two isolates do, and the same database.
 */
import { describe, expect, it } from "vitest";
import { createWorkerApp } from "./app";
import { testEnv } from "./test-env";
import { workerSettings } from "./settings";
import { multipartBody, TEST_ACCESS_KEY, VALID } from "../inbox/fixtures";
import { pruneRateLimitHits } from "../storage/d1-rate-limit";

const LIMIT = "3";
const env = { ...testEnv, INBOX_RATE_LIMIT: LIMIT };

const post = (app: ReturnType<typeof createWorkerApp>, address: string) => {
  const { body, contentType } = multipartBody({ access_key: TEST_ACCESS_KEY, ...VALID.quote });
  return app.fetch(
    new Request("https://deltaforge.example/api/enquiries", {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": contentType, accept: "application/json", "cf-connecting-ip": address },
    }),
    env,
  );
};

const storedFrom = (address: string) =>
  env.DB.prepare(`SELECT COUNT(*) AS n FROM enquiries WHERE client_address = ?`)
    .bind(address)
    .first<{ n: number }>()
    .then((r) => r!.n);

describe("the Worker's per-address limit", () => {
  it("holds across isolates: what one isolate accepted counts in another, and only that address is limited", async () => {
    const limit = workerSettings(env).INBOX_RATE_LIMIT;
    const [one, two] = [createWorkerApp(env), createWorkerApp(env)];
    const visitor = "198.51.100.23";
    const statuses = [];
    // Alternating between the two isolates, as a visitor's posts may land.
    for (let i = 0; i < limit; i++) statuses.push((await post(i % 2 ? one : two, visitor)).status);
    expect(statuses).toEqual(Array(limit).fill(200));

    const refused = await post(one, visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await post(two, visitor)).status).toBe(429);
    expect(await storedFrom(visitor)).toBe(limit);

    // Another address is not affected.
    expect((await post(two, "198.51.100.24")).status).toBe(200);
  });

  it("counts posts racing from several isolates exactly", async () => {
    const limit = workerSettings(env).INBOX_RATE_LIMIT;
    const isolates = Array.from({ length: 4 }, () => createWorkerApp(env));
    const visitor = "198.51.100.77";
    const answers = await Promise.all(Array.from({ length: limit * 3 }, (_, i) => post(isolates[i % isolates.length]!, visitor)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(limit * 2);
    expect(await storedFrom(visitor)).toBe(limit);
  });

  it("lets an address post again once its minute has passed (the cron drops older hits)", async () => {
    const visitor = "198.51.100.90";
    const app = createWorkerApp(env);
    for (let i = 0; i < workerSettings(env).INBOX_RATE_LIMIT; i++) expect((await post(app, visitor)).status).toBe(200);
    expect((await post(app, visitor)).status).toBe(429);
    // A minute later, as the cron sees it: the hits are dropped, and the address may post again.
    await pruneRateLimitHits(env.DB, Date.now() + 61_000);
    expect(await env.DB.prepare(`SELECT COUNT(*) AS n FROM rate_limit_hits WHERE address = ?`).bind(visitor).first()).toEqual({ n: 0 });
    expect((await post(app, visitor)).status).toBe(200);
  });
});
