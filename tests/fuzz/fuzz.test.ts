/**
 * The short fuzz run of `npm test` against the Node server (the long one: `npm run fuzz`; the
 * Worker's: worker-fuzz.test.ts). FUZZ_SEED replays a seed, and FUZZ_PATH with it the one failing request.
 */
import { expect, it } from "vitest";
import { fuzz, replayOptions } from "./fuzz";

/** The fuzzing itself; the server's start and the checks come on top (the test's timeout bounds all). */
const SHORT_RUN_MS = 45_000;

it("no request ends the server, gets a 5xx other than 503, hangs, or leaves a refused enquiry stored", { timeout: 120_000 }, async () => {
  const summary = await fuzz({ durationMs: SHORT_RUN_MS, ...replayOptions() });
  expect(summary.failure).toBeNull();
  expect(summary.requests).toBeGreaterThan(0);
});
