// The parts of @cloudflare/vitest-pool-workers' `cloudflare:test` module the Worker's tests use,
// with the signatures of its own types/cloudflare-test.d.ts; that file is written against
// @cloudflare/workers-types' globals, which clash with the DOM types (storage/cloudflare-bindings.ts).
// The bindings are typed where they are used (test-env.ts): an ambient module cannot import ours.
declare module "cloudflare:test" {
  export interface D1Migration {
    name: string;
    queries: string[];
  }

  export const env: unknown;
  export const SELF: { fetch(input: string | Request, init?: RequestInit): Promise<Response> };
  export function createExecutionContext(): import("hono").ExecutionContext;
  export function waitOnExecutionContext(ctx: import("hono").ExecutionContext): Promise<void>;
  export function applyD1Migrations(db: unknown, migrations: D1Migration[], migrationsTableName?: string): Promise<void>;
}
