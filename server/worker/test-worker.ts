/**
 * The Worker as the tests run it in workerd: the Workers tests (vitest.workers.config.ts) and the
 * fuzz run's Worker (tests/fuzz/worker-target.ts) both start from this, so a binding, var or
 * migration added to wrangler.jsonc reaches both.
 *
 * The bindings are wrangler's own translation of wrangler.jsonc into Miniflare's options
 * (`unstable_getMiniflareWorkerOptions`, what `wrangler dev` and the pool's `wrangler.configPath`
 * use), without `assets`: the tests run before any build (build/client is not there yet) and call
 * the Worker itself, not Cloudflare's static files.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";
import { TEST_ACCESS_KEY } from "../inbox/fixtures";
import { WORKER_CONFIG } from "./config-file";

export async function testWorker() {
  const config = unstable_readConfig({ config: fileURLToPath(new URL(`../../${WORKER_CONFIG}`, import.meta.url)) });
  const { workerOptions } = unstable_getMiniflareWorkerOptions({ ...config, assets: undefined });
  const database = config.d1_databases[0]!;
  return {
    config,
    options: {
      ...workerOptions,
      // The forms' test key, and no limit on enquiries a minute: each test, and the fuzz run, posts from one address.
      bindings: { ...workerOptions.bindings, INBOX_ACCESS_KEY: TEST_ACCESS_KEY, INBOX_RATE_LIMIT: "0" },
    },
    /** The schema's migration files, in order, as `wrangler d1 migrations apply` reads them. */
    migrations: await readD1Migrations(path.resolve(path.dirname(config.configPath!), database.migrations_dir!)),
  };
}
