/**
 * `npm run fuzz -- --minutes 30 [--seed N] [--path P]`: the long fuzz run (tests/fuzz/README.md).
 * Exits 1 on a failure, printing the seed and path that replay it.
 */
import { parseArgs } from "node:util";
import { fuzz } from "./fuzz";

const { values } = parseArgs({
  options: { minutes: { type: "string", default: "30" }, seed: { type: "string" }, path: { type: "string" } },
});
const minutes = Number(values.minutes);
if (!(minutes > 0)) throw new Error("--minutes must be a positive number");
const summary = await fuzz({
  durationMs: minutes * 60_000,
  seed: values.seed === undefined ? undefined : Number(values.seed),
  path: values.path,
});
process.exit(summary.failure ? 1 : 0);
