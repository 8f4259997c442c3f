/**
 * The Worker's tests, in workerd (@cloudflare/vitest-pool-workers), with local D1 and R2 and the
 * schema's migration files applied to D1 before each test file (server/worker/apply-migrations.ts).
 * A project of vitest.config.ts, so `vitest run` and `npm test` run them.
 *
 * The Worker's settings, bindings and migrations are read from server/worker/wrangler.jsonc by
 * server/worker/test-worker.ts, which the fuzz run's Worker starts from too; not as the pool's
 * `wrangler.configPath`, which also asks for the assets folder, build/client, which `npm test` runs
 * the unit tests before building.
 */
import { fileURLToPath } from "node:url";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineProject } from "vitest/config";
import type { Plugin } from "vite";
import { testWorker } from "./server/worker/test-worker";
import { ACKNOWLEDGEMENT_FILE } from "./contract/acknowledgement";
import { acknowledgementMails } from "./scripts/acknowledgement-mail";

const { config: worker, options, migrations } = await testWorker();

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
        ...options,
        // miniflare's simulated Email Service: MAIL as configured, and one that refuses every
        // enquiry's recipients, for the outbox's failed sends (server/worker/outbox-cron.test.ts).
        email: { send_email: [...worker.send_email, { name: "REFUSING_MAIL", destination_address: "nobody@elsewhere.example" }] },
        bindings: {
          ...options.bindings,
          TEST_MIGRATIONS: migrations,
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
