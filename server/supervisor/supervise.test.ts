/**
 * The supervisor (`npm run serve`) with real processes: a SIGKILLed serving process is replaced by
 * itself and serves again, SIGTERM stops both with the database closed, a start that fails is not
 * retried, and an uncaught error is logged once and ends the serving process.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { postEnquiry, TEST_ACCESS_KEY, VALID } from "../inbox/fixtures";
import { openStore } from "../inbox/store";
import { freePort, inboxServerEnv, tempDir } from "../test-helpers";
import { FIRST_RESTART_MS, MAX_RESTART_MS, restartDelay } from "./supervise";
import { PROBLEM_PREFIX, problemsIn } from "./problem-line";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

interface Supervised {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Resolves with the pid of the next serving process that reports listening (the nth, from 1). */
  listening(nth: number): Promise<number>;
}

/** `npm run serve` as one process: `tsx server/main.ts` is `node --import tsx server/main.ts` behind a wrapper. */
function startSupervised(env: Record<string, string>): Supervised {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server/main.ts")], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const waiters: Array<() => void> = [];
  const onData = (d: Buffer) => {
    out += d.toString();
    for (const wake of waiters.splice(0)) wake();
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = (nth: number) =>
    new Promise<number>((resolve, reject) => {
      const look = () => {
        const pids = [...out.matchAll(/serving process (\d+) is listening/g)].map((m) => Number(m[1]));
        if (pids.length >= nth) return resolve(pids[nth - 1]!);
        if (child.exitCode !== null) return reject(new Error(`the supervisor exited:\n${out}`));
        waiters.push(look);
      };
      look();
    });
  return { child, output: () => out, exited, listening };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

describe("the supervisor", () => {
  const tmp = tempDir();
  const started: ChildProcess[] = [];
  afterAll(() => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    tmp.cleanup();
  });

  it("restarts a SIGKILLed serving process, which serves enquiries again, and stops both on SIGTERM", { timeout: 90_000 }, async () => {
    const port = await freePort();
    const db = path.join(tmp.dir, "inbox.sqlite");
    const url = `http://127.0.0.1:${port}`;
    const server = startSupervised(inboxServerEnv(tmp.dir, db, { PORT: String(port), INBOX_ACCESS_KEY: TEST_ACCESS_KEY }));
    started.push(server.child);
    const first = await server.listening(1);
    expect((await postEnquiry(url, VALID.quote)).status).toBe(200);

    process.kill(first, "SIGKILL");
    const killedAt = performance.now();
    while (!(await healthy(url))) await new Promise((r) => setTimeout(r, 50));
    const seconds = (performance.now() - killedAt) / 1000;
    // The figure for the note (the machine's load makes it vary; no assertion on time).
    console.log(`serving again ${seconds.toFixed(2)} s after SIGKILL`);
    const second = await server.listening(2);
    expect(second).not.toBe(first);
    expect(alive(first)).toBe(false);
    expect(problemsIn(server.output())).toEqual([
      `${PROBLEM_PREFIX} the serving process ${first} exited (SIGKILL); the supervisor starts another in ${FIRST_RESTART_MS} ms.`,
    ]);
    expect((await postEnquiry(url, VALID.partner)).status).toBe(200);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(alive(second)).toBe(false);
    // The last connection to close removes the write-ahead log: the serving process closed the database.
    expect(existsSync(`${db}-wal`)).toBe(false);
    const store = openStore(db);
    try {
      expect(store.list({ limit: 10 }).map((row) => row.formType)).toEqual(["partner", "quote"]);
    } finally {
      store.close();
    }
  });

  it("exits with the serving process's code when the first start fails, without retrying", { timeout: 30_000 }, async () => {
    const server = startSupervised(inboxServerEnv(tmp.dir, path.join(tmp.dir, "x.sqlite"), { HOST: "999.1.1.1" }));
    started.push(server.child);
    expect(await server.exited).toBe(2);
    expect(server.output()).toMatch(/Configuration error: HOST/);
    expect(server.output().match(/Configuration error/g)).toHaveLength(1);
  });

  it("waits longer after each death in a row, up to a bound", () => {
    const delays = Array.from({ length: 12 }, (_, i) => restartDelay(i + 1));
    expect(delays[0]).toBe(FIRST_RESTART_MS);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(delays.at(-1)).toBe(MAX_RESTART_MS);
  });
});

describe("an error nothing caught", () => {
  // A process with the serving process's handlers and a bug of the given kind.
  function crash(bug: string): Promise<{ code: number | null; output: string }> {
    const script = `import { exitOnFatalErrors } from ${JSON.stringify(path.join(ROOT, "server/supervisor/fatal-errors.ts"))};
exitOnFatalErrors();
setInterval(() => {}, 1000);
${bug}`;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
  }

  it.each([
    [
      "an exception",
      `setTimeout(() => { throw new Error("boom-exception"); }, 10); setTimeout(() => { throw new Error("second"); }, 10);`,
      "uncaught exception",
    ],
    ["a rejection", `setTimeout(() => { void Promise.reject(new Error("boom-rejection")); }, 10);`, "unhandled rejection"],
  ])("is logged once with its stack and the process exits 1: %s", { timeout: 30_000 }, async (_name, bug, kind) => {
    const { code, output } = await crash(bug);
    expect(code).toBe(1);
    const problems = problemsIn(output);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(kind);
    expect(output).toMatch(/Error: boom-[a-z]+\n\s+at /);
    expect(output).not.toContain("second");
  });
});
