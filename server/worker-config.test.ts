/**
 * The Worker's configuration (worker/wrangler.jsonc, read as wrangler reads it) against the facts
 * it must follow: every staff page and API path (contract/inbox.ts inboxPaths) runs the Worker
 * first, never the static assets (which do not have them: the build moves them out).
 */
import { fileURLToPath } from "node:url";
import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { inboxPaths } from "../contract/inbox";
import { WORKER_CONFIG } from "./worker/config-file";

const config = unstable_readConfig({ config: fileURLToPath(new URL(`../${WORKER_CONFIG}`, import.meta.url)) });

/** Whether a `run_worker_first` rule matches a path: `*` is any run of characters, as Cloudflare's rules read it. */
const matches = (rule: string, path: string) =>
  new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*")}$`).test(path);

describe("the Worker's configuration", () => {
  it("runs the Worker first for every staff inbox path and what is below it", () => {
    const rules = config.assets?.run_worker_first;
    expect(Array.isArray(rules)).toBe(true);
    const paths = Object.values(inboxPaths).flatMap((p) => [p, `${p}/anything`]);
    for (const path of paths) expect([path, (rules as string[]).some((rule) => matches(rule, path))]).toEqual([path, true]);
  });
});
