/** Helpers shared by the server tests (not imported by the server itself). */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TEST_ACCESS_KEY } from "./inbox/fixtures";
import { watchServer, type ServerWatch } from "./supervisor/watch-server";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function tempDir(prefix = "deltaforge-server-"): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes files (relative path -> content) under dir, creating folders. */
export function writeTree(dir: string, files: Record<string, string | Buffer>): void {
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/** Sends raw bytes over TCP and resolves with the raw response text (the server closes or we time out). */
export function rawRequest(port: number, payload: string | Buffer, timeoutMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.end(), timeoutMs);
    socket.on("data", (d) => {
      chunks.push(d);
      const text = Buffer.concat(chunks).toString("latin1");
      // Stop once one complete response with Content-Length has arrived.
      const m = /\r\ncontent-length: (\d+)\r\n/i.exec(text);
      const headerEnd = text.indexOf("\r\n\r\n");
      if (m && headerEnd >= 0 && text.length >= headerEnd + 4 + Number(m[1])) socket.end();
    });
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString("utf8"));
    });
    socket.write(payload);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
  /** Its problems: an uncaught error logged, an exit nobody asked for (supervisor/watch-server.ts). */
  watch: ServerWatch;
}

/**
 * What a started server's problem does by default: it is thrown where it is seen, outside any test's
 * promise, so vitest reports it as an unhandled error and fails the run (Playwright fails the test),
 * even when every assertion passed.
 */
const failTheRun = (problem: string) => {
  throw new Error(problem);
};

/**
 * Starts the real server in a child process and resolves once it prints its URL; from then on its
 * problems fail the run (`ServerProcess.watch`). `node --import tsx` is `tsx server/serve.ts` in one process: the `tsx` binary is a wrapper that runs the server as a
 * grandchild, so SIGKILL on the wrapper would leave the server alive.
 */
export function spawnServer(
  env: Record<string, string>,
  startTimeoutMs = 20_000,
  options: {
    /** Instead of throwing (the default, `failTheRun`): a harness that reports problems itself. */
    onProblem?: (problem: string) => void;
    /** `npm run serve` as production runs it, under the supervisor (main.ts), instead of the serving process alone. */
    supervised?: boolean;
  } = {},
): Promise<ServerProcess> {
  const { onProblem = failTheRun, supervised = false } = options;
  const entry = supervised ? "server/main.ts" : "server/serve.ts";
  const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, entry)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let started = false;
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${out}`));
    }, startTimeoutMs);
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m && !started) {
        started = true;
        clearTimeout(timer);
        const watch = watchServer(child, { name: `the server ${child.pid}`, earlier: out, onProblem });
        resolve({ child, url: m[1]!, exited, output: () => out, watch });
      }
    });
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
}

/**
 * The settings of a real server started for a test or a bench: loopback on a free port, the site in
 * `buildDir` (its `client/`), the inbox at `db`, no rate limit (one address stands for many
 * visitors). `extra` adds the access key, the mail settings or a fixed port, or overrides any.
 */
export function inboxServerEnv(buildDir: string, db: string, extra: Record<string, string> = {}): Record<string, string> {
  return { HOST: "127.0.0.1", PORT: "0", BUILD_DIR: buildDir, INBOX_DB: db, INBOX_RATE_LIMIT: "0", ...extra };
}

/** A free loopback port (for a server that must come back on the same address after a restart). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Real inbox servers in child processes, started on one SQLite file in `dir` (serving `dir` as the
 * build), with the test access key and no rate limit. `killAll()` SIGKILLs any still running: call it
 * in afterAll, so a failed test never leaves a server behind.
 */
export function inboxProcesses(dir: string, env: Record<string, string> = {}) {
  const children: ChildProcess[] = [];
  const db = path.join(dir, "inbox.sqlite");
  return {
    db,
    async start(): Promise<ServerProcess> {
      const server = await spawnServer(inboxServerEnv(dir, db, { INBOX_ACCESS_KEY: TEST_ACCESS_KEY, ...env }));
      children.push(server.child);
      return server;
    },
    killAll(): void {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}

/** SIGKILLs a process (no graceful shutdown) and resolves with the signal that ended it. */
export function killHard(child: ChildProcess): Promise<NodeJS.Signals | null> {
  const ended = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
  child.kill("SIGKILL");
  return ended;
}
