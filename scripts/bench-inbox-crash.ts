/**
 * `npm run bench:inbox-crash`: the inbox's central promise under load and crashes.
 *
 * Starts the real server on a fixed loopback port with a temporary database, posts valid quote
 * enquiries from CONNECTIONS concurrent clients for DURATION seconds, and SIGKILLs the server KILLS
 * times in the middle of the run, restarting it on the same port and database each time. Then:
 * every enquiry answered with success must be stored exactly once (lost = 0, duplicated = 0), and the
 * database must pass `PRAGMA integrity_check`.
 *
 * Each request carries a unique marker and is never retried, so a marker stored twice is a duplicate.
 * Requests cut off by a kill have no answer; they may or may not be stored and are reported apart.
 *
 * Env: DURATION (seconds, default 15), CONNECTIONS (default 50), KILLS (default 3).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { multipartBody, VALID } from "../server/inbox/fixtures";
import { freePort, inboxServerEnv, spawnServer, type ServerProcess } from "../server/test-helpers";

const DURATION = Number(process.env.DURATION ?? 15);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const KILLS = Number(process.env.KILLS ?? 3);
const ACCESS_KEY = "bench-crash-key";
const MARKER = "crash-";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!(DURATION > 0) || !(CONNECTIONS > 0) || !(KILLS >= 0)) fail("DURATION, CONNECTIONS and KILLS must be positive.");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "deltaforge-crash-"));
  mkdirSync(path.join(tmp, "client"));
  const db = path.join(tmp, "inbox.sqlite");
  const port = await freePort();
  // A fixed port: the restarted server must answer on the address the clients keep using.
  const env = inboxServerEnv(tmp, db, { PORT: String(port), INBOX_ACCESS_KEY: ACCESS_KEY });
  let server: ServerProcess = await spawnServer(env);
  const url = `${server.url}/api/enquiries`;
  console.log(`Crash test: POST ${url}, ${CONNECTIONS} clients, ${DURATION} s, ${KILLS} × kill -9 and restart…`);

  let next = 0;
  let stop = false;
  const answeredOk = new Set<number>();
  let refused = 0;
  let cutOff = 0;
  const latencies: number[] = [];

  async function client() {
    while (!stop) {
      const n = ++next;
      const { body, contentType } = multipartBody({ access_key: ACCESS_KEY, ...VALID.quote, project_brief: `${MARKER}${n}` });
      const started = performance.now();
      try {
        const res = await fetch(url, { method: "POST", body: new Uint8Array(body), headers: { "content-type": contentType } });
        const answer = (await res.json()) as { success?: unknown };
        latencies.push(performance.now() - started);
        if (res.status === 200 && answer.success === true) answeredOk.add(n);
        else refused++;
      } catch {
        // The server was killed under this request, or is restarting: no answer, try a new enquiry.
        cutOff++;
        await sleep(20);
      }
    }
  }

  const started = performance.now();
  const clients = Array.from({ length: CONNECTIONS }, () => client());
  for (let k = 0; k < KILLS; k++) {
    await sleep((DURATION * 1000) / (KILLS + 1));
    server.child.kill("SIGKILL");
    await server.exited;
    server = await spawnServer(env);
  }
  await sleep((DURATION * 1000) / (KILLS + 1));
  stop = true;
  await Promise.all(clients);
  const seconds = (performance.now() - started) / 1000;
  server.child.kill("SIGTERM");
  await server.exited;

  const check = new Database(db, { readonly: true });
  const integrity = check.pragma("integrity_check", { simple: true });
  const counts = new Map<number, number>();
  for (const { fields } of check.prepare("SELECT fields FROM enquiries").all() as Array<{ fields: string }>) {
    const brief = (JSON.parse(fields) as Record<string, string>).project_brief ?? "";
    if (brief.startsWith(MARKER)) {
      const n = Number(brief.slice(MARKER.length));
      counts.set(n, (counts.get(n) ?? 0) + 1);
    }
  }
  check.close();
  rmSync(tmp, { recursive: true, force: true });

  const lost = [...answeredOk].filter((n) => !counts.has(n)).length;
  const duplicated = [...counts.values()].filter((c) => c > 1).length;
  const storedUnanswered = [...counts.keys()].filter((n) => !answeredOk.has(n)).length;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! : 0);

  const table: Array<[string, string | number]> = [
    ["duration (s)", seconds.toFixed(1)],
    ["clients", CONNECTIONS],
    ["kills", KILLS],
    ["answered requests/s", (latencies.length / seconds).toFixed(0)],
    ["latency p50 (ms)", pct(0.5).toFixed(1)],
    ["latency p99 (ms)", pct(0.99).toFixed(1)],
    ["successes answered", answeredOk.size],
    ["refusals answered", refused],
    ["cut off (no answer)", cutOff],
    ["rows stored", [...counts.values()].reduce((a, b) => a + b, 0)],
    ["lost (answered, not stored)", lost],
    ["duplicated (stored twice)", duplicated],
    ["stored, answer cut off", storedUnanswered],
    ["integrity_check", String(integrity)],
  ];
  const width = Math.max(...table.map(([k]) => k.length));
  console.log("");
  for (const [k, v] of table) console.log(`${k.padEnd(width)}  ${String(v).padStart(10)}`);

  const problems: string[] = [];
  if (lost > 0) problems.push(`${lost} answered successes missing`);
  if (duplicated > 0) problems.push(`${duplicated} enquiries stored twice`);
  if (storedUnanswered > cutOff) problems.push(`${storedUnanswered} unanswered rows but only ${cutOff} cut-off requests`);
  if (integrity !== "ok") problems.push(`integrity_check: ${String(integrity)}`);
  if (answeredOk.size === 0) problems.push("no enquiry was answered with success");
  if (problems.length > 0) fail(`\nFAILED: ${problems.join("; ")}`);
  console.log("\nOK: every answered success is stored exactly once; the database is intact.");
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
