/**
 * The short fuzz run of `npm test` against the Cloudflare Worker in workerd (worker-target.ts; the
 * long one: `npm run fuzz -- --worker`; the Node server's: fuzz.test.ts). FUZZ_SEED and FUZZ_PATH
 * replay as there.
 */
import { expect, it } from "vitest";
import { fuzz, replayOptions } from "./fuzz";

/** The fuzzing itself; bundling the Worker and starting workerd come on top (about 3 s). */
const SHORT_RUN_MS = 35_000;

it(
  "no request gets a 5xx other than 503 from the Worker, hangs, stops it serving, or leaves a refused enquiry in D1",
  { timeout: 120_000 },
  async () => {
    const summary = await fuzz({ target: "worker", durationMs: SHORT_RUN_MS, ...replayOptions() });
    expect(summary.failure).toBeNull();
    expect(summary.requests).toBeGreaterThan(0);
  },
);
