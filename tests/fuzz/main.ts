/**
 * `npm run fuzz -- --minutes 30 [--seed N] [--path P] [--worker]`: the long fuzz run (tests/fuzz/README.md);
 * `--worker` fuzzes the Cloudflare Worker under wrangler dev instead of the Node server.
 * Exits 1 on a failure, printing the seed and path that replay it.
 */
import { parseArgs } from "node:util";
import { fuzz } from "./fuzz";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "30" },
    seed: { type: "string" },
    path: { type: "string" },
    worker: { type: "boolean", default: false },
  },
});
const minutes = Number(values.minutes);
if (!(minutes > 0)) throw new Error("--minutes must be a positive number");
const summary = await fuzz({
  target: values.worker ? "worker" : "node",
  durationMs: minutes * 60_000,
  seed: values.seed === undefined ? undefined : Number(values.seed),
  path: values.path,
});
process.exit(summary.failure ? 1 : 0);
