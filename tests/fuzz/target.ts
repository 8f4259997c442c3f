/**
 * The server under fuzz: the real serving process (server/serve.ts, alone, so an exit is an exit,
 * not hidden by the supervisor's restart) on a real SQLite file, a small site, and a staff account
 * signed in before the fuzzing starts. And the checks that do not belong to one answer: the process
 * is alive and logged no problem, its peak memory, the database's integrity, and that no refused
 * enquiry was stored.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { inboxPaths } from "../../contract/inbox";
import { TEST_ACCESS_KEY } from "../../server/inbox/fixtures";
import { openStore } from "../../server/inbox/store";
import { createStaffUsers } from "../../server/staff/users";
import { inboxServerEnv, spawnServer, tempDir, writeTree } from "../../server/test-helpers";
import type { FuzzRequest } from "./requests";

/** The bound on the serving process's peak resident memory (VmHWM) over a run. */
export const MEMORY_BOUND_MB = 320;
/** The fuzz server answers a body that stops arriving after this long (the default 30 s would slow the run). */
const REQUEST_TIMEOUT_S = 5;

/** The staff account each target makes before the run, and signs in with. */
export const STAFF = { email: "fuzz.staff@example.com", password: "a long fuzzing passphrase 42" };

/** The small site both targets serve (the Worker as its assets). */
export const SITE: Record<string, string> = {
  "index.html": "<!doctype html><title>Home</title><p>Home</p>",
  "about.html": "<!doctype html><title>About</title><p>About</p>",
  "404.html": "<!doctype html><title>Not found</title>",
  "fr/index.html": "<!doctype html><title>Accueil</title>",
  "fr/about.html": "<!doctype html><title>À propos</title>",
  "fr/404.html": "<!doctype html><title>Introuvable</title>",
  "admin/index.html": "<!doctype html><title>Admin</title>",
  "assets/app.js": `console.log(${JSON.stringify("x".repeat(4000))});`,
  "sw.js": "self.addEventListener('fetch', () => {});",
  _headers: "/*\n  X-Content-Type-Options: nosniff\n",
};

export interface Target {
  port: number;
  origin: string;
  cookie: string | null;
  /** The request as this target receives it (the Worker's: whole, worker-target.ts), null for one it never receives; as generated when absent. */
  prepare?(request: FuzzRequest): FuzzRequest | null;
  /** A 5xx other than 503 this target may give to this request (the Worker's runtime: worker-target.ts). */
  allows?(request: FuzzRequest, status: number): boolean;
  /** Throws when the process exited or logged a problem. */
  assertAlive(): void;
  /** Throws (or rejects) when a run-wide property fails: memory, integrity, refused enquiries stored, the target still serving. */
  assertSound(refusedMarkers: readonly string[]): void | Promise<void>;
  /** The serving process's peak memory, null where it is not ours to bound (the Worker). */
  peakMemoryMb(): number | null;
  stop(): Promise<void>;
}

/** Signs STAFF in at the staff inbox's sign-in page; the session's cookie. */
export async function signIn(origin: string): Promise<string> {
  const answer = await fetch(`${origin}${inboxPaths.login}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(STAFF).toString(),
  });
  const cookie = answer.headers.get("set-cookie")?.split(";")[0];
  if (answer.status !== 303 || !cookie) throw new Error(`the staff sign-in failed with ${answer.status}`);
  return cookie;
}

function statusMb(pid: number, field: "VmHWM" | "VmRSS"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : 0;
}

export async function startTarget(): Promise<Target> {
  const tmp = tempDir("deltaforge-fuzz-");
  writeTree(path.join(tmp.dir, "client"), SITE);
  const db = path.join(tmp.dir, "inbox.sqlite");
  const setup = openStore(db);
  await createStaffUsers(setup.db).add(STAFF.email, STAFF.password);
  setup.close();

  const server = await spawnServer(
    inboxServerEnv(tmp.dir, db, {
      INBOX_ACCESS_KEY: TEST_ACCESS_KEY,
      REQUEST_TIMEOUT: String(REQUEST_TIMEOUT_S),
      HEADERS_TIMEOUT: String(REQUEST_TIMEOUT_S),
      INBOX_MIN_FILL_SECONDS: "0",
    }),
    // A loaded machine can take long to start it; its problems are this run's failures, with their seed.
    60_000,
    { onProblem: () => {} },
  );
  const origin = server.url;
  const port = Number(new URL(origin).port);
  const cookie = await signIn(origin);

  const assertAlive = () => {
    const problems = server.watch.problems();
    if (problems.length > 0) throw new Error(`${problems.join("\n")}\nThe server's output ends:\n${server.output().slice(-4000)}`);
  };
  const peakMemoryMb = () => statusMb(server.child.pid!, "VmHWM");
  return {
    port,
    origin,
    cookie,
    assertAlive,
    peakMemoryMb,
    assertSound(refusedMarkers) {
      assertAlive();
      const peak = peakMemoryMb();
      if (peak > MEMORY_BOUND_MB) throw new Error(`the server's peak memory is ${peak.toFixed(0)} MB, over ${MEMORY_BOUND_MB} MB`);
      // A connection of our own, read-only: the server keeps writing meanwhile (WAL).
      const reader = new Database(db, { readonly: true, fileMustExist: true });
      try {
        const integrity = reader.pragma("integrity_check", { simple: true });
        if (integrity !== "ok") throw new Error(`PRAGMA integrity_check: ${String(integrity)}`);
        const stored = reader.prepare("SELECT count(*) FROM enquiries WHERE instr(fields, ?) > 0").pluck();
        const leaked = refusedMarkers.filter((marker) => (stored.get(marker) as number) > 0);
        if (leaked.length > 0) throw new Error(`enquiries refused but stored: ${leaked.join(", ")}`);
      } finally {
        reader.close();
      }
    },
    async stop() {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      tmp.cleanup();
    },
  };
}
