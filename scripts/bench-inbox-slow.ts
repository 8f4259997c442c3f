/**
 * `npm run bench:inbox-slow`: memory and cut-off time under slow, unfinished enquiries.
 *
 * Starts the real server, opens CLIENTS loopback connections (default 1000) that each send the
 * headers of a 1 MB enquiry and all of its body but the last byte, then stall. It samples the server
 * process's resident memory (Linux /proc) for WATCH seconds (default 45), counts the connections the
 * server cuts off, then closes the rest and reports the memory left after release. It also times a
 * page request while the clients stall.
 *
 * Env: CLIENTS (default 1000), WATCH (seconds, default 45).
 */
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inboxServerEnv, spawnServer, writeTree } from "../server/test-helpers";

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const WATCH = Number(process.env.WATCH ?? 45);
const BODY_BYTES = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "deltaforge-slow-"));
  writeTree(path.join(tmp, "client"), { "index.html": "<!doctype html><title>Home</title>" });
  const server = await spawnServer(inboxServerEnv(tmp, path.join(tmp, "inbox.sqlite")));
  const pid = server.child.pid!;
  const { port } = new URL(server.url);
  await (await fetch(server.url + "/")).text();
  const baseline = rssMb(pid);

  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const sockets: net.Socket[] = [];
  let releasing = false;
  /** Status line of what the server sent before it closed a connection ("none" if nothing). */
  const answers = new Map<string, number>();
  const cutOffAt: number[] = [];
  const started = performance.now();
  const head =
    `POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
    `Content-Length: ${BODY_BYTES}\r\n\r\n`;

  async function open(): Promise<void> {
    const socket = net.connect(Number(port), "127.0.0.1");
    sockets.push(socket);
    let firstLine = "";
    socket.on("error", () => {});
    socket.on("data", (d: Buffer) => {
      firstLine ||= d.toString("latin1").split("\r\n")[0]!;
    });
    socket.on("close", () => {
      if (releasing) return;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(firstLine)?.[1] ?? "none";
      answers.set(status, (answers.get(status) ?? 0) + 1);
      cutOffAt.push(performance.now() - started);
    });
    await new Promise<void>((resolve) => {
      socket.once("connect", resolve);
      socket.once("close", () => resolve());
    });
    if (socket.destroyed) return;
    socket.write(head);
    let left = BODY_BYTES - 1;
    while (left > 0 && !socket.destroyed) {
      const part = chunk.subarray(0, Math.min(chunk.length, left));
      left -= part.length;
      if (!socket.write(part)) await new Promise((resolve) => socket.once("drain", resolve).once("close", resolve));
    }
  }

  // Open in waves so the listen backlog is not what refuses them.
  for (let i = 0; i < CLIENTS; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, CLIENTS - i) }, () => open()));
  }
  console.log(`${CLIENTS} slow clients connected in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  let peak = baseline;
  let pageMs = NaN;
  while (performance.now() - started < WATCH * 1000 && cutOffAt.length < CLIENTS) {
    peak = Math.max(peak, rssMb(pid));
    if (Number.isNaN(pageMs)) {
      const t = performance.now();
      pageMs = await fetch(server.url + "/", { signal: AbortSignal.timeout(10_000) })
        .then(async (r) => (await r.text(), performance.now() - t))
        .catch(() => Infinity);
    }
    await sleep(500);
  }
  const held = sockets.filter((s) => !s.destroyed).length;
  releasing = true;
  for (const s of sockets) s.destroy();
  await sleep(3000);
  const after = rssMb(pid);
  server.child.kill("SIGTERM");
  await server.exited;
  rmSync(tmp, { recursive: true, force: true });

  cutOffAt.sort((a, b) => a - b);
  const table: Array<[string, string | number]> = [
    ["slow clients", CLIENTS],
    ...[...answers].sort().map(([status, n]): [string, number] => [`closed by the server, answer ${status}`, n]),
    ["last closed after (s)", cutOffAt.length ? (cutOffAt[cutOffAt.length - 1]! / 1000).toFixed(1) : "-"],
    [`still held after ${WATCH} s`, held],
    ["server RSS before (MB)", baseline.toFixed(0)],
    ["server RSS peak (MB)", peak.toFixed(0)],
    ["server RSS after release (MB)", after.toFixed(0)],
    ["page latency under the slow clients (ms)", Number.isFinite(pageMs) ? pageMs.toFixed(1) : "no answer in 10 s"],
  ];
  const width = Math.max(...table.map(([k]) => k.length));
  for (const [k, v] of table) console.log(`${k.padEnd(width)}  ${String(v).padStart(10)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
