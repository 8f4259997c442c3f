/**
 * `npm run bench:inbox-abuse`: the honest visitor's experience while the server is attacked.
 *
 * Starts the real server (tsx server/serve.ts, default limits, a temporary database and a small
 * site) on 127.0.0.1:PORT. An honest visitor browses (a page a time from 127.0.0.40, a new
 * connection each, as a browser's first visit) and sends a valid enquiry every second (from
 * 127.0.0.30-39 in turn, ten colleagues behind different addresses, so the per-address enquiry limit
 * of 10 a minute is not what refuses them). Meanwhile each attack runs for DURATION seconds from its
 * own loopback addresses, one after another:
 *
 * - none:         no attack (the baseline);
 * - part flood:   4 addresses (127.0.0.2-5) each post, one after another, a multipart body of
 *                 15,600 empty file parts (about 1 MB), the crafted body of issue 27;
 * - idle sockets: 1,024 connections from 127.0.0.6 that never send a byte (reopened when closed);
 * - pipelining:   one connection from 127.0.0.7 sends 20,000 pipelined GETs and never reads;
 * - slow bodies:  200 enquiry posts from 127.0.0.8 that send their body one byte every 500 ms.
 *
 * Per attack it prints the honest visitor's page p95 and success rate, its enquiries answered 200
 * and found stored afterwards, the server's peak resident memory (Linux /proc), and for the part
 * flood how fast the crafted body was answered. Each attack runs in a child process of its own, so
 * its sockets do not slow the honest visitor's own event loop (that would be measured as server
 * latency). Everything goes to loopback only, is bounded in count and time, and is closed after
 * each phase.
 *
 * Env: DURATION (seconds per attack, default 10), PORT (default 27100), ATTACKS (comma list).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { multipartBody, VALID } from "../server/inbox/fixtures";
import { openStore } from "../server/inbox/store";
import { spawnServer, writeTree } from "../server/test-helpers";

const DURATION_MS = Number(process.env.DURATION ?? 10) * 1000;
const PORT = Number(process.env.PORT ?? 27100);
const HOST = "127.0.0.1";
const PAGE_TIMEOUT_MS = 5000;
const ACCESS_KEY = "bench-abuse-key";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One request on a new connection from `localAddress`; resolves with status (0: failed) and time. */
function request(
  localAddress: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer },
): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (status: number, body = "") => {
      if (done) return;
      done = true;
      resolve({ status, ms: performance.now() - started, body });
    };
    const req = http.request(
      { host: HOST, port: PORT, localAddress, agent: false, method: options.method ?? "GET", path: options.path, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("end", () => finish(res.statusCode ?? 0, Buffer.concat(chunks).toString("utf8")));
        res.on("error", () => finish(0));
      },
    );
    req.setTimeout(PAGE_TIMEOUT_MS, () => req.destroy());
    req.on("error", () => finish(0));
    req.end(options.body);
  });
}

interface Honest {
  pages: number[];
  pageFailures: number;
  enquiriesSent: number;
  enquiriesOk: string[];
}

/** The honest visitor until `until`: pages back to back, an enquiry every second. */
async function honestVisitor(phase: string, until: number): Promise<Honest> {
  const result: Honest = { pages: [], pageFailures: 0, enquiriesSent: 0, enquiriesOk: [] };
  const browse = async () => {
    const pages = ["/", "/about/"];
    for (let i = 0; performance.now() < until; i++) {
      const r = await request("127.0.0.40", { path: pages[i % pages.length]! });
      if (r.status === 200) result.pages.push(r.ms);
      else result.pageFailures++;
      await sleep(100);
    }
  };
  const enquire = async () => {
    for (let i = 0; performance.now() < until; i++) {
      const marker = `abuse-${phase}-${i}-${Math.random().toString(36).slice(2)}`;
      const { body, contentType } = multipartBody({ ...VALID.quote, access_key: ACCESS_KEY, project_brief: marker });
      result.enquiriesSent++;
      const r = await request(`127.0.0.${30 + (i % 10)}`, {
        method: "POST",
        path: "/api/enquiries",
        headers: { "Content-Type": contentType, Accept: "application/json" },
        body,
      });
      if (r.status === 200) result.enquiriesOk.push(marker);
      await sleep(1000);
    }
  };
  await Promise.all([browse(), enquire()]);
  return result;
}

interface Attack {
  /** Starts the attack; the returned function stops it and returns a note for the table. */
  start(): () => Promise<string>;
}

function partFloodBody(): { body: Buffer; contentType: string } {
  const boundary = "x";
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="a"\r\n\r\n\r\n`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="access_key"\r\n\r\n${ACCESS_KEY}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="form_type"\r\n\r\nquote\r\n`;
  const body = Buffer.from(head + part.repeat(15_600) + `--${boundary}--\r\n`);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const attacks: Record<string, Attack> = {
  none: { start: () => async () => "" },
  "part flood": {
    start() {
      const { body, contentType } = partFloodBody();
      let running = true;
      const answers: number[] = [];
      const statuses = new Map<number, number>();
      const loops = [2, 3, 4, 5].map(async (n) => {
        while (running) {
          const r = await request(`127.0.0.${n}`, {
            method: "POST",
            path: "/api/enquiries",
            headers: { "Content-Type": contentType, Accept: "application/json" },
            body,
          });
          answers.push(r.ms);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          if (r.status === 0) await sleep(50);
        }
      });
      return async () => {
        running = false;
        await Promise.all(loops);
        const byStatus = [...statuses].map(([s, n]) => `${n}× ${s || "failed"}`).join(", ");
        return `${answers.length} crafted bodies (${byStatus}), answered in p50 ${percentile(answers, 50).toFixed(0)} ms, max ${Math.max(...answers).toFixed(0)} ms`;
      };
    },
  },
  "idle sockets": {
    start() {
      const sockets = new Set<net.Socket>();
      let running = true;
      let opened = 0;
      const open = () => {
        if (!running || opened >= 20_000) return;
        opened++;
        const s = net.connect({ host: HOST, port: PORT, localAddress: "127.0.0.6" });
        sockets.add(s);
        s.on("error", () => {});
        s.on("close", () => {
          sockets.delete(s);
          if (running) setTimeout(open, 100);
        });
      };
      for (let i = 0; i < 1024; i++) open();
      return async () => {
        running = false;
        const held = [...sockets].filter((s) => !s.destroyed && s.readyState === "open").length;
        for (const s of sockets) s.destroy();
        return `1,024 idle sockets (${opened} opened in all, ${held} still open at the end)`;
      };
    },
  },
  pipelining: {
    start() {
      const s = net.connect({ host: HOST, port: PORT, localAddress: "127.0.0.7" });
      s.on("error", () => {});
      s.pause();
      s.on("connect", () => s.write(`GET / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`.repeat(20_000)));
      return async () => {
        const closed = s.destroyed;
        s.destroy();
        return `20,000 pipelined GETs, never read (${closed ? "closed by the server" : "connection still open"})`;
      };
    },
  },
  "slow bodies": {
    start() {
      const sockets: net.Socket[] = [];
      const timers: NodeJS.Timeout[] = [];
      let answered = 0;
      for (let i = 0; i < 200; i++) {
        const s = net.connect({ host: HOST, port: PORT, localAddress: "127.0.0.8" });
        sockets.push(s);
        s.on("error", () => {});
        s.once("data", () => answered++);
        s.on("connect", () => {
          s.write(
            `POST /api/enquiries HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 2000\r\n\r\n`,
          );
          timers.push(setInterval(() => s.writable && s.write("a"), 500));
        });
      }
      return async () => {
        for (const t of timers) clearInterval(t);
        for (const s of sockets) s.destroy();
        return `200 slow enquiry bodies (${answered} answered by the server)`;
      };
    },
  },
};

/** Child mode: runs one attack until SIGTERM, then prints its note as the last line. */
function attackerProcess(name: string) {
  const stop = attacks[name]!.start();
  // Stays alive until told to stop, even when the server has closed every socket of the attack.
  const alive = setInterval(() => {}, 1000);
  process.stdout.write("ready\n");
  process.on("SIGTERM", () => {
    clearInterval(alive);
    void stop().then((note) => {
      process.stdout.write(`${JSON.stringify({ note })}\n`, () => process.exit(0));
    });
  });
}

async function startAttacker(name: string): Promise<() => Promise<string>> {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--attack", name], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const ready = new Promise<void>((resolve) => {
    const check = () => (out.startsWith("ready\n") ? resolve() : undefined);
    child.stdout.on("data", check);
    void exited.then(() => resolve());
  });
  await ready;
  return async () => {
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
    const last = out.trim().split("\n").at(-1) ?? "";
    try {
      return (JSON.parse(last) as { note: string }).note;
    } catch {
      return "(no report from the attacker)";
    }
  };
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "deltaforge-abuse-"));
  // A page about the size of a real one (30 KB of HTML).
  const page = `<!doctype html><title>Home</title><main>${"<p>Deltaforge Energy services. </p>".repeat(800)}</main>`;
  writeTree(path.join(tmp, "client"), { "index.html": page, "about/index.html": page });
  const db = path.join(tmp, "inbox.sqlite");
  const server = await spawnServer({ HOST, PORT: String(PORT), BUILD_DIR: tmp, INBOX_DB: db, INBOX_ACCESS_KEY: ACCESS_KEY });
  const pid = server.child.pid!;
  const names = process.env.ATTACKS ? process.env.ATTACKS.split(",").map((s) => s.trim()) : Object.keys(attacks);

  const rows: string[][] = [];
  const notes: string[] = [];
  const allOk: string[] = [];
  for (const name of names) {
    if (!attacks[name]) throw new Error(`Unknown attack ${name}; one of ${Object.keys(attacks).join(", ")}`);
    const stop = await startAttacker(name);
    await sleep(name === "none" ? 0 : 3000);
    let peak = rssMb(pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
    const honest = await honestVisitor(name.replace(/\W/g, ""), performance.now() + DURATION_MS);
    const note = await stop();
    clearInterval(sampler);
    allOk.push(...honest.enquiriesOk);
    const pages = honest.pages.length + honest.pageFailures;
    rows.push([
      name,
      String(pages),
      `${((100 * honest.pages.length) / Math.max(1, pages)).toFixed(1)}%`,
      Number.isNaN(percentile(honest.pages, 95)) ? "-" : percentile(honest.pages, 95).toFixed(0),
      `${honest.enquiriesOk.length}/${honest.enquiriesSent}`,
      peak.toFixed(0),
    ]);
    if (name !== "none") notes.push(`${name}: ${note}`);
    await sleep(2000);
  }
  server.child.kill("SIGTERM");
  await server.exited;

  const store = openStore(db, { readonly: true });
  const stored = new Set(store.list({ limit: 1_000_000 }).map((e) => e.fields.project_brief));
  store.close();
  rmSync(tmp, { recursive: true, force: true });
  const lost = allOk.filter((m) => !stored.has(m)).length;

  const header = ["attack", "pages", "pages ok", "page p95 ms", "enquiries 200", "server RSS peak MB"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
  console.log(`\nEnquiries answered 200 but not stored: ${lost} of ${allOk.length}`);
  for (const n of notes) console.log(`- ${n}`);
}

const attackArg = process.argv.indexOf("--attack");
if (attackArg > 0) attackerProcess(process.argv[attackArg + 1]!);
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
