// Each test file's D1 starts with the schema's migration files applied, as `wrangler d1 migrations
// apply` applies them before a deploy (the files are read in vitest.workers.config.ts).
import { applyD1Migrations } from "cloudflare:test";
import { testEnv } from "./test-env";

await applyD1Migrations(testEnv.DB, testEnv.TEST_MIGRATIONS);
