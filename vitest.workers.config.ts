/**
 * The Worker's tests, in workerd (@cloudflare/vitest-pool-workers), with local D1 and R2 and the
 * schema's migration files applied to D1 before each test file (server/worker/apply-migrations.ts).
 * A project of vitest.config.ts, so `vitest run` and `npm test` run them.
 *
 * The Worker's settings and bindings are read from server/worker/wrangler.jsonc, not written again here; they are
 * passed to miniflare one by one rather than as `wrangler.configPath` because that also asks for
 * the assets folder, build/client, which `npm test` runs the unit tests before building.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { unstable_readConfig } from "wrangler";
import { defineProject } from "vitest/config";
import type { Plugin } from "vite";
import { TEST_ACCESS_KEY } from "./server/inbox/fixtures";
import { WORKER_CONFIG } from "./server/worker/config-file";
import { ACKNOWLEDGEMENT_FILE } from "./contract/acknowledgement";
import { acknowledgementMails } from "./scripts/acknowledgement-mail";

const worker = unstable_readConfig({ config: fileURLToPath(new URL(`./${WORKER_CONFIG}`, import.meta.url)) });

/**
 * The build's files the Worker bundles (wrangler.jsonc `alias`): the tests run before the build, so
 * each alias of the build's acknowledgement-mail.json is given what the build would write there, by
 * the same function (scripts/acknowledgement-mail.ts), from the content files.
 */
const buildFiles: Plugin = {
  name: "worker-build-files",
  enforce: "pre",
  resolveId(id) {
    return worker.alias?.[id]?.endsWith(`/${ACKNOWLEDGEMENT_FILE}`) ? `\0${id}` : null;
  },
  load(id) {
    return id.startsWith("\0") && worker.alias?.[id.slice(1)] ? `export default ${JSON.stringify(acknowledgementMails())};` : null;
  },
};

export default defineProject({
  // The built inbox documents (wrangler.jsonc's alias) are not there when the unit tests run: stand-ins.
  resolve: { alias: { "@deltaforge-build/inbox-pages": fileURLToPath(new URL("./server/staff/test-pages.ts", import.meta.url)) } },
  plugins: [
    buildFiles,
    cloudflareTest(async () => ({
      main: worker.main,
      miniflare: {
        compatibilityDate: worker.compatibility_date,
        compatibilityFlags: worker.compatibility_flags,
        d1Databases: worker.d1_databases.map((d: { binding: string }) => d.binding),
        r2Buckets: worker.r2_buckets.map((b: { binding: string }) => b.binding),
        // miniflare's simulated Email Service: MAIL as configured, and one that refuses every
        // enquiry's recipients, for the outbox's failed sends (server/worker/outbox-cron.test.ts).
        email: { send_email: [...worker.send_email, { name: "REFUSING_MAIL", destination_address: "nobody@elsewhere.example" }] },
        bindings: {
          ...worker.vars,
          TEST_MIGRATIONS: await readD1Migrations(path.resolve(path.dirname(worker.configPath!), worker.d1_databases[0]!.migrations_dir!)),
          INBOX_ACCESS_KEY: TEST_ACCESS_KEY,
          INBOX_RATE_LIMIT: "0",
          INBOX_MAIL_FROM: "Deltaforge website <website@deltaforge.example>",
          INBOX_MAIL_TO: "enquiries@deltaforge.example",
        },
      },
    })),
  ],
  test: {
    name: "workers",
    include: ["server/worker/**/*.test.ts"],
    setupFiles: ["./server/worker/apply-migrations.ts"],
  },
});
