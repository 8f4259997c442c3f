/**
 * `npm run bench:inbox`: load test of POST /api/enquiries.
 *
 * Starts the real server (tsx server/main.ts) on a free loopback port with a temporary database and
 * rate limiting off, sends valid multipart quote enquiries from 50 concurrent connections for
 * DURATION seconds (default 20) with autocannon, stops the server, then checks the database:
 * every success the clients received must be a stored row.
 *
 * Each request carries a unique marker in project_brief, so answered successes can be matched to
 * rows one by one. Requests still in flight when autocannon stops the clock are cut off: their rows
 * may be stored though no answer was counted; they are reported separately (at most one per connection).
 *
 * Env: DURATION (seconds, default 20), CONNECTIONS (default 50).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { multipartBody, VALID } from "../server/inbox/fixtures";
import { openStore } from "../server/inbox/store";
import { spawnServer } from "../server/test-helpers";

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  duration: number;
}
interface AutocannonContext {
  n?: number;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  setupRequest?: (req: AutocannonRequest, context: AutocannonContext) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: AutocannonContext) => void;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;

const require = createRequire(import.meta.url);
const autocannon = require("autocannon") as Autocannon;

const DURATION = Number(process.env.DURATION ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ACCESS_KEY = "bench-inbox-key";
const MARKER = "bench-";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!(DURATION > 0) || !(CONNECTIONS > 0)) fail("DURATION and CONNECTIONS must be positive numbers.");

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "deltaforge-bench-"));
  mkdirSync(path.join(tmp, "client"));
  const db = path.join(tmp, "inbox.sqlite");
  const server = await spawnServer({
    HOST: "127.0.0.1",
    PORT: "0",
    BUILD_DIR: tmp,
    INBOX_DB: db,
    INBOX_ACCESS_KEY: ACCESS_KEY,
    INBOX_RATE_LIMIT: "0",
  });
  const target = new URL(server.url);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(target.hostname)) fail("The benchmark only targets loopback.");

  console.log(`Benchmarking POST ${server.url}/api/enquiries: ${CONNECTIONS} connections, ${DURATION} s…`);
  let sent = 0;
  const answered = new Set<number>();
  const boundary = "----deltaforgeBench";
  const contentType = `multipart/form-data; boundary=${boundary}`;
  const bodyFor = (n: number) =>
    multipartBody({ access_key: ACCESS_KEY, ...VALID.quote, project_brief: `${MARKER}${n}` }, boundary).body;

  const request: AutocannonRequest = {
    method: "POST",
    path: "/api/enquiries",
    headers: { "content-type": contentType },
    body: bodyFor(0),
    setupRequest(req, context) {
      const n = ++sent;
      context.n = n;
      return { ...req, body: bodyFor(n) };
    },
    onResponse(status, body, context) {
      if (status !== 200 || context.n === undefined) return;
      try {
        if ((JSON.parse(body) as { success?: unknown }).success === true) answered.add(context.n);
      } catch {
        /* counted as a non-success below */
      }
    },
  };

  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: DURATION,
    requests: [request],
  });

  server.child.kill("SIGTERM");
  const code = await server.exited;
  if (code !== 0) console.error(`Server exit code ${code}:\n${server.output()}`);

  const store = openStore(db, { readonly: true });
  const rows = store.list({ limit: 10_000_000 });
  store.close();
  const stored = new Set<number>();
  for (const row of rows) {
    const brief = row.fields.project_brief ?? "";
    if (brief.startsWith(MARKER)) stored.add(Number(brief.slice(MARKER.length)));
  }
  const answeredNotStored = [...answered].filter((n) => !stored.has(n)).length;
  const storedNotAnswered = [...stored].filter((n) => !answered.has(n)).length;
  rmSync(tmp, { recursive: true, force: true });

  const table: Array<[string, string | number]> = [
    ["duration (s)", result.duration],
    ["connections", CONNECTIONS],
    ["requests/s (mean)", result.requests.average.toFixed(0)],
    ["latency p50 (ms)", result.latency.p50],
    ["latency p99 (ms)", result.latency.p99],
    ["latency max (ms)", result.latency.max],
    ["2xx answered", result["2xx"]],
    ["non-2xx", result.non2xx],
    ["errors", result.errors],
    ["timeouts", result.timeouts],
    ["successes answered", answered.size],
    ["rows stored", rows.length],
    ["answered but not stored", answeredNotStored],
    ["stored, answer cut off at stop", storedNotAnswered],
  ];
  const width = Math.max(...table.map(([k]) => k.length));
  console.log("");
  for (const [k, v] of table) console.log(`${k.padEnd(width)}  ${String(v).padStart(10)}`);

  const problems: string[] = [];
  if (result.errors > 0) problems.push(`${result.errors} errors`);
  if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx answers`);
  if (answered.size !== result["2xx"]) problems.push(`${result["2xx"]} 2xx but ${answered.size} success bodies`);
  if (answeredNotStored > 0) problems.push(`${answeredNotStored} answered successes missing from the database`);
  if (storedNotAnswered > CONNECTIONS) problems.push(`${storedNotAnswered} rows without answers (> connections)`);
  if (rows.length !== stored.size) problems.push("rows without a bench marker");
  if (problems.length > 0) fail(`\nFAILED: ${problems.join("; ")}`);
  console.log(
    storedNotAnswered === 0
      ? "\nOK: rows stored = successes answered."
      : `\nOK: every answered success is stored; ${storedNotAnswered} more rows belong to requests cut off when the clock stopped.`,
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
