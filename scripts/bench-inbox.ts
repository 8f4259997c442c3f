/**
 * `npm run bench:inbox`: load test of POST /api/enquiries, without and with mail notifications.
 *
 * Each pass starts the real server (server/serve.ts) on a free loopback port with a temporary
 * database and rate limiting off, and sends valid multipart quote enquiries from CONNECTIONS
 * connections for DURATION seconds with autocannon, at RATE enquiries a second in all (0: as fast
 * as the server answers). Then it checks the database: every success the clients received must be
 * a stored row (each request carries a unique marker in project_brief).
 *
 * With notifications (NOTIFY=1 or both), the server sends to a local SMTP server (mail-catcher.ts in
 * a child process, so its work does not slow the load generator) that takes SMTP_DELAY_MS (1000)
 * per message; after the load the bench waits until
 * the outbox has drained and checks that every stored enquiry was mailed exactly once. By default
 * both kinds of pass run side by side (two servers, two load generators, at the same time), ROUNDS
 * times; the answer's p95 of each (median over the rounds) are compared: notifications may cost at
 * most 10%.
 *
 * Requests still in flight when autocannon stops the clock are cut off: their rows may be stored
 * though no answer was counted; they are reported separately (at most one per connection).
 *
 * NOTIFY=aa runs two servers without notifications side by side instead: how far two equal passes
 * differ on this machine (per-round p95 of each are printed).
 *
 * BACKUP=1 takes a backup (server/backup, as `npm run inbox -- backup` does) halfway through each
 * pass's load and checks it: integrity ok, and every enquiry answered success before it began is in it.
 *
 * UPLOAD_BYTES=1048576 posts vendor registrations with one PDF document of that size each instead of
 * quotes (issue 36), with the large-body caps raised like the others (one loopback address).
 *
 * Env: DURATION (s, 20), CONNECTIONS (50), RATE (10), NOTIFY (both | 0 | 1 | aa), ROUNDS (3), SMTP_DELAY_MS (1000), BACKUP (0 | 1),
 * UPLOAD_BYTES (0).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { multipartBody, multipartWithFiles, sampleDocument, VALID } from "../server/inbox/fixtures";
import { openStore } from "../server/inbox/store";
import { takeBackup, type BackupResult } from "../server/backup/backup";
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { createOutbox } from "../server/notify/outbox";
import { SMTP_PASS, SMTP_USER } from "../server/notify/test-smtp";
import { freePort, inboxServerEnv, spawnServer } from "../server/test-helpers";

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
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
interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (opts: Record<string, unknown>) => AutocannonInstance;

const require = createRequire(import.meta.url);
const autocannon = require("autocannon") as Autocannon;

const DURATION = Number(process.env.DURATION ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const RATE = Number(process.env.RATE ?? 10);
const NOTIFY = process.env.NOTIFY ?? "both";
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SMTP_DELAY_MS = Number(process.env.SMTP_DELAY_MS ?? 1000);
const BACKUP = process.env.BACKUP === "1";
const ACCESS_KEY = "bench-inbox-key";
const MARKER = "bench-";
const UPLOAD_BYTES = Number(process.env.UPLOAD_BYTES ?? 0);
const upload = UPLOAD_BYTES > 0 ? sampleDocument("pdf", UPLOAD_BYTES) : null;
/** The field each request's marker goes in: the quote's brief, or the vendor's description when uploading. */
const markerOf = (fields: Record<string, string>) => (upload ? fields.products_services_description : fields.project_brief) ?? "";
/** The worker's concurrency (notify/worker.ts): how fast a 1 s/message server can be drained. */
const SENDS_AT_ONCE = 5;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!(DURATION > 0) || !(CONNECTIONS > 0) || !(RATE >= 0) || !(ROUNDS >= 1))
  fail("DURATION, CONNECTIONS, ROUNDS must be positive, RATE >= 0.");
if (!["both", "0", "1", "aa"].includes(NOTIFY)) fail("NOTIFY must be both, 0, 1 or aa.");
if (NOTIFY !== "0" && RATE === 0)
  fail("With notifications, set a RATE: unlimited load makes an outbox no mail server drains in a bench's time.");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** CPU seconds (user + system) a process has used so far; NaN where /proc is missing. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

interface Mailbox {
  url: string;
  received: Array<{ messageId: string; text: string }>;
  close(): void;
}

/** The slow SMTP server, in a child process; the messages it accepts come back as JSON lines. */
async function startMailbox(): Promise<Mailbox> {
  const port = await freePort();
  const script = fileURLToPath(new URL("./mail-catcher.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, MAIL_CATCH_PORT: String(port), MAIL_CATCH_DELAY_MS: String(SMTP_DELAY_MS), MAIL_CATCH_JSON: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const received: Mailbox["received"] = [];
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`mail-catcher exited with ${code}`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.startsWith("Catching mail")) resolve();
      else if (line.startsWith("{")) received.push(JSON.parse(line) as Mailbox["received"][number]);
    });
  });
  return {
    url: `smtp://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(SMTP_PASS)}@127.0.0.1:${port}`,
    received,
    close: () => child.kill("SIGTERM"),
  };
}

interface Pass {
  notify: boolean;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  times: number[];
  rps: number;
  /** The server's CPU time during the load, in seconds. */
  cpu: number;
  answered: number;
  stored: number;
  drainSeconds?: number;
  delivered?: number;
}

async function runPass(notify: boolean, smtp: Mailbox | null): Promise<Pass> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "deltaforge-bench-"));
  mkdirSync(path.join(tmp, "client"));
  const db = path.join(tmp, "inbox.sqlite");
  const mail: Record<string, string> =
    notify && smtp
      ? { INBOX_SMTP_URL: smtp.url, INBOX_MAIL_FROM: "website@deltaforge.example", INBOX_MAIL_TO: "enquiries@deltaforge.example" }
      : {};
  // A minute to start: on a busy shared machine tsx alone can take more than the default 20 s.
  const server = await spawnServer(
    inboxServerEnv(tmp, db, {
      INBOX_ACCESS_KEY: ACCESS_KEY,
      // The load's connections stand for that many visitors but share one loopback address: the
      // per-address caps (server/README.md, Limits) would refuse most of them.
      MAX_CONNECTIONS_PER_ADDRESS: String(CONNECTIONS),
      MAX_BODIES_PER_ADDRESS: String(CONNECTIONS),
      MAX_UPLOADS: String(CONNECTIONS),
      MAX_UPLOADS_PER_ADDRESS: String(CONNECTIONS),
      ...mail,
    }),
    60_000,
  );
  const target = new URL(server.url);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(target.hostname)) fail("The benchmark only targets loopback.");
  const receivedBefore = smtp?.received.length ?? 0;

  console.log(
    `\n${notify ? "WITH" : "without"} notifications: POST ${server.url}/api/enquiries, ${CONNECTIONS} connections, ${DURATION} s, ${RATE || "unlimited"} enquiries/s…`,
  );
  let sent = 0;
  const answered = new Set<number>();
  const boundary = "----deltaforgeBench";
  const contentType = `multipart/form-data; boundary=${boundary}`;
  const bodyFor = (n: number) =>
    upload
      ? multipartWithFiles(
          { access_key: ACCESS_KEY, ...VALID.vendor, products_services_description: `${MARKER}${n}` },
          [{ field: "documents", fileName: "cac.pdf", type: "application/pdf", data: upload }],
          boundary,
        ).body
      : multipartBody({ access_key: ACCESS_KEY, ...VALID.quote, project_brief: `${MARKER}${n}` }, boundary).body;
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
  const times: number[] = [];
  const instance = autocannon({
    url: server.url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: DURATION,
    ...(RATE > 0 ? { overallRate: RATE } : {}),
    requests: [request],
  });
  instance.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  const cpuBefore = cpuSeconds(server.child.pid);
  // Halfway through the load: what was answered success by now was committed before the copy began.
  const backup = BACKUP
    ? sleep((DURATION * 1000) / 2).then(async () => {
        const answeredBefore = new Set(answered);
        return { answeredBefore, result: await takeBackup(db, path.join(tmp, "backups")) };
      })
    : null;
  const result = await instance;
  const backedUp: { answeredBefore: Set<number>; result: BackupResult } | null = await backup;
  const loadEnded = Date.now();
  const cpuLoad = cpuSeconds(server.child.pid) - cpuBefore;

  let drainSeconds: number | undefined;
  if (notify) {
    const store = openStore(db, { readonly: true });
    const outbox = createOutbox(store.db);
    const limit = loadEnded + (outbox.backlog().unsent / SENDS_AT_ONCE) * SMTP_DELAY_MS * 2 + 60_000;
    while (outbox.backlog().unsent > 0 && Date.now() < limit) await sleep(100);
    drainSeconds = (Date.now() - loadEnded) / 1000;
    const left = outbox.backlog();
    store.close();
    if (left.unsent > 0 || left.failed > 0) fail(`The outbox did not drain: ${left.unsent} unsent, ${left.failed} failed.`);
    await sleep(200); // the last acceptances' JSON lines
  }

  server.child.kill("SIGTERM");
  const code = await server.exited;
  if (code !== 0) console.error(`Server exit code ${code}:\n${server.output()}`);

  const store = openStore(db, { readonly: true });
  const rows = store.list({ limit: 10_000_000 });
  store.close();
  const stored = new Set<number>();
  for (const row of rows) {
    const brief = markerOf(row.fields);
    if (brief.startsWith(MARKER)) stored.add(Number(brief.slice(MARKER.length)));
  }
  const answeredNotStored = [...answered].filter((n) => !stored.has(n)).length;
  let missingFromBackup = 0;
  if (backedUp) {
    const copy = openStore(backedUp.result.file, { readonly: true });
    const inCopy = new Set(copy.list({ limit: 10_000_000 }).map((row) => Number(markerOf(row.fields).slice(MARKER.length))));
    copy.close();
    missingFromBackup = [...backedUp.answeredBefore].filter((n) => !inCopy.has(n)).length;
  }
  const storedNotAnswered = [...stored].filter((n) => !answered.has(n)).length;
  rmSync(tmp, { recursive: true, force: true });

  const problems: string[] = [];
  let delivered: number | undefined;
  if (notify && smtp) {
    const mails = smtp.received.slice(receivedBefore);
    delivered = mails.length;
    const mailed = new Map<number, number>();
    for (const m of mails) {
      const n = Number(/(?:Project brief|Products and services description): bench-(\d+)/.exec(m.text)?.[1]);
      mailed.set(n, (mailed.get(n) ?? 0) + 1);
    }
    const twice = [...mailed.values()].filter((c) => c > 1).length;
    const notMailed = [...stored].filter((n) => !mailed.has(n)).length;
    if (twice > 0) problems.push(`${twice} enquiries mailed more than once`);
    if (notMailed > 0) problems.push(`${notMailed} stored enquiries never mailed`);
  }

  times.sort((a, b) => a - b);
  const pass: Pass = {
    notify,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? NaN,
    times,
    rps: result.requests.average,
    cpu: cpuLoad,
    answered: answered.size,
    stored: rows.length,
    drainSeconds,
    delivered,
  };
  const table: Array<[string, string | number]> = [
    ["duration (s)", result.duration],
    ["requests/s (mean)", result.requests.average.toFixed(1)],
    ["latency p50 (ms)", pass.p50.toFixed(1)],
    ["latency p95 (ms)", pass.p95.toFixed(1)],
    ["latency p99 (ms)", pass.p99.toFixed(1)],
    ["latency max (ms)", pass.max.toFixed(1)],
    ["server CPU during the load (s)", pass.cpu.toFixed(2)],
    ["2xx answered", result["2xx"]],
    ["non-2xx", result.non2xx],
    ["errors", result.errors],
    ["timeouts", result.timeouts],
    ["successes answered", answered.size],
    ["rows stored", rows.length],
    ["answered but not stored", answeredNotStored],
    ["stored, answer cut off at stop", storedNotAnswered],
  ];
  if (backedUp) {
    table.push(["backup during load: rows (integrity ok)", backedUp.result.enquiries]);
    table.push(["answered before it began", backedUp.answeredBefore.size]);
    table.push(["of those missing from it", missingFromBackup]);
  }
  if (notify) {
    table.push(["notifications delivered", delivered ?? 0]);
    table.push(["outbox drained after load (s)", drainSeconds!.toFixed(1)]);
  }
  const width = Math.max(...table.map(([k]) => k.length));
  for (const [k, v] of table) console.log(`${k.padEnd(width)}  ${String(v).padStart(10)}`);

  if (result.errors > 0) problems.push(`${result.errors} errors`);
  if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx answers`);
  if (answered.size !== result["2xx"]) problems.push(`${result["2xx"]} 2xx but ${answered.size} success bodies`);
  if (answeredNotStored > 0) problems.push(`${answeredNotStored} answered successes missing from the database`);
  if (storedNotAnswered > CONNECTIONS) problems.push(`${storedNotAnswered} rows without answers (> connections)`);
  if (rows.length !== stored.size) problems.push("rows without a bench marker");
  if (missingFromBackup > 0) problems.push(`${missingFromBackup} enquiries answered before the backup began are missing from it`);
  if (problems.length > 0) fail(`\nFAILED: ${problems.join("; ")}`);
  return pass;
}

async function main() {
  // aa: two servers without notifications side by side, to see how far two equal passes differ on this machine.
  const modes = NOTIFY === "both" ? [false, true] : NOTIFY === "aa" ? [false, false] : [NOTIFY === "1"];
  const smtp = modes.includes(true) ? await startMailbox() : null;
  const passes: Pass[] = [];
  // Both kinds side by side, at the same moment: on a shared machine the load of other processes
  // changes from one minute to the next, and a pair measured together sees the same.
  for (let round = 0; round < ROUNDS; round++) passes.push(...(await Promise.all(modes.map((notify) => runPass(notify, smtp)))));
  smtp?.close();

  console.log("\nSummary (median over rounds):");
  // Pass i of a round is modes[i]: split by position (the aa mode has two of a kind).
  const summary = (slot: number) => {
    const mine = passes.filter((_, i) => i % modes.length === slot);
    const pooled = mine.flatMap((p) => p.times).sort((a, b) => a - b);
    return {
      p50: median(mine.map((p) => p.p50)),
      p95: median(mine.map((p) => p.p95)),
      p95s: mine.map((p) => p.p95.toFixed(1)).join(", "),
      pooledP95: percentile(pooled, 95),
      cpu: mine.reduce((sum, p) => sum + p.cpu, 0) / mine.length,
    };
  };
  modes.forEach((notify, slot) => {
    const s = summary(slot);
    const name = NOTIFY === "aa" ? `server ${"AB"[slot]} (no notifications)` : notify ? "with notifications   " : "without notifications";
    console.log(
      `  ${name}  p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (rounds: ${s.p95s}; all answers pooled: ${s.pooledP95.toFixed(1)}), server CPU ${s.cpu.toFixed(2)} s a pass`,
    );
  });
  if (modes.length === 2) {
    const first = summary(0).p95;
    const change = ((summary(1).p95 - first) / first) * 100;
    const signed = `${change >= 0 ? "+" : ""}${change.toFixed(1)}%`;
    if (NOTIFY === "aa") console.log(`  p95 of B against A: ${signed} (two equal servers: this machine's noise)`);
    else {
      console.log(`  p95 with notifications: ${signed} (at most +10%)`);
      if (change > 10)
        fail("FAILED: notifications cost more than 10% on the answer's p95 (on a busy machine, compare NOTIFY=aa and try ROUNDS=5).");
    }
  }
  console.log(
    "\nOK: every answered success is stored" +
      (modes.includes(true) ? "; every stored enquiry was mailed once and the outbox drained." : "."),
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
