/**
 * `npm run bench:inbox-locked`: the site while another connection holds the inbox database.
 *
 * Starts the real server with a one-page site, takes the database's write lock from this process
 * (`BEGIN EXCLUSIVE`, as a long export or a stuck tool would), posts one enquiry, and meanwhile
 * times plain page requests. Then it releases the lock and checks the enquiry's answer was honest:
 * stored if answered with success, never stored (not even later) if refused.
 *
 * Env: HOLD (seconds the lock is held, default 10).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { multipartBody, VALID } from "../server/inbox/fixtures";
import { inboxServerEnv, spawnServer, writeTree } from "../server/test-helpers";

const HOLD = Number(process.env.HOLD ?? 10);
const ACCESS_KEY = "bench-locked-key";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "deltaforge-locked-"));
  writeTree(path.join(tmp, "client"), { "index.html": "<!doctype html><title>Home</title><p>Deltaforge</p>" });
  const db = path.join(tmp, "inbox.sqlite");
  const server = await spawnServer(inboxServerEnv(tmp, db, { INBOX_ACCESS_KEY: ACCESS_KEY }));

  const holder = new Database(db);
  holder.exec("BEGIN EXCLUSIVE");
  const lockedAt = performance.now();
  console.log(`Holding the write lock on ${db} for ${HOLD} s…`);

  const marker = `locked-${Date.now()}`;
  const { body, contentType } = multipartBody({ access_key: ACCESS_KEY, ...VALID.quote, project_brief: marker });
  const enquiry = fetch(`${server.url}/api/enquiries`, {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "content-type": contentType },
  }).then(async (res) => ({
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    body: await res.text(),
    ms: performance.now() - lockedAt,
  }));

  const pageTimes: number[] = [];
  while (performance.now() - lockedAt < HOLD * 1000 - 500) {
    await sleep(200);
    const started = performance.now();
    await (await fetch(`${server.url}/`)).text();
    pageTimes.push(performance.now() - started);
  }
  const answer = await enquiry;
  holder.exec("ROLLBACK");
  holder.close();
  // Give a refused enquiry every chance to be written late, then look.
  await sleep(2000);
  server.child.kill("SIGTERM");
  await server.exited;
  const check = new Database(db, { readonly: true });
  const stored = (check.prepare("SELECT COUNT(*) AS n FROM enquiries WHERE fields LIKE ?").get(`%${marker}%`) as { n: number }).n;
  check.close();
  rmSync(tmp, { recursive: true, force: true });

  pageTimes.sort((a, b) => a - b);
  const table: Array<[string, string | number]> = [
    ["page requests while locked", pageTimes.length],
    ["page latency median (ms)", pageTimes[Math.floor(pageTimes.length / 2)]?.toFixed(1) ?? "-"],
    ["page latency max (ms)", pageTimes[pageTimes.length - 1]?.toFixed(1) ?? "-"],
    ["enquiry status", answer.status],
    ["enquiry answered after (ms)", answer.ms.toFixed(0)],
    ["enquiry Retry-After", answer.retryAfter ?? "-"],
    ["enquiry rows stored", stored],
  ];
  const width = Math.max(...table.map(([k]) => k.length));
  for (const [k, v] of table) console.log(`${k.padEnd(width)}  ${String(v).padStart(10)}`);
  const honest = answer.status === 200 ? stored === 1 : stored === 0;
  console.log(honest ? "\nOK: the enquiry's answer was honest." : "\nFAILED: the answer does not match what was stored.");
  if (!honest) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
