import { env, type D1Migration } from "cloudflare:test";
import type { WorkerEnv } from "./app";

/** The Worker's bindings in its tests, and the migration files vitest.workers.config.ts passes in. */
export const testEnv = env as WorkerEnv & { TEST_MIGRATIONS: D1Migration[] };
