/**
 * The supervisor of `npm run serve` / `npm start` (server/main.ts): Node's `cluster` module runs
 * one serving process (server/serve.ts) and starts another when it dies, so a crash is never an
 * outage. One, not one per core: the outbox worker, the backups and the checkpoints must run once
 * (start.ts starts them with the server), and SQLite has one writer at a time anyway; two serving
 * processes would take turns at the file's lock for every enquiry. The supervisor itself opens
 * nothing (no database, no site), so there is little in it that can fail.
 *
 * `cluster` rather than our own `child_process` loop because it passes the listening socket to the
 * serving process (SCHED_NONE: the serving process accepts connections itself, as a lone server
 * would) and a serving process exits by itself when its supervisor disappears (the IPC channel
 * closes), so even a SIGKILLed supervisor leaves no orphan holding the database.
 */
import cluster, { type Worker } from "node:cluster";
import { reportProblem } from "./problem-line";
import { exitOnFatalErrors } from "./fatal-errors";

/** The first restart comes this soon; each death before HEALTHY_AFTER_MS doubles it, up to MAX_RESTART_MS. */
export const FIRST_RESTART_MS = 250;
export const MAX_RESTART_MS = 30_000;
/** A process that lived this long was healthy: the next death waits FIRST_RESTART_MS again. */
export const HEALTHY_AFTER_MS = 60_000;
/** On SIGTERM the serving process finishes its requests (start.ts: 2 s) and its mail; after this it is killed. */
const STOP_GRACE_MS = 15_000;

/** The wait before the next start after `youngDeaths` deaths in a row, each before HEALTHY_AFTER_MS (1 for the first). */
export function restartDelay(youngDeaths: number): number {
  return Math.min(MAX_RESTART_MS, FIRST_RESTART_MS * 2 ** Math.max(0, youngDeaths - 1));
}

export interface SuperviseOptions {
  /** The serving process's module (run with the supervisor's own Node options, so tsx's loader too). */
  exec: string;
  log?: (line: string) => void;
}

export function supervise({ exec, log = (line) => console.log(line) }: SuperviseOptions): void {
  exitOnFatalErrors();
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ exec });

  let current: Worker | null = null;
  let everListened = false;
  let youngDeaths = 0;
  let restartTimer: NodeJS.Timeout | null = null;
  let stopping = false;

  const start = () => {
    restartTimer = null;
    const startedAt = Date.now();
    const worker = cluster.fork();
    current = worker;
    worker.once("listening", () => {
      everListened = true;
      log(`Supervisor ${process.pid}: serving process ${worker.process.pid} is listening.`);
    });
    worker.once("exit", (code, signal) => {
      current = null;
      if (stopping) return;
      // A first start that fails (a configuration or inbox error, exit 2 or 3) would fail the same
      // way again: the supervisor exits with its code, as the server alone did.
      if (!everListened) {
        process.exit(code ?? 1);
      }
      youngDeaths = Date.now() - startedAt < HEALTHY_AFTER_MS ? youngDeaths + 1 : 1;
      const delay = restartDelay(youngDeaths);
      reportProblem(
        `the serving process ${worker.process.pid} exited (${signal ?? `code ${code}`}); the supervisor starts another in ${delay} ms.`,
      );
      restartTimer = setTimeout(start, delay);
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`Supervisor ${process.pid}: ${signal} received, stopping the serving process.`);
    if (restartTimer) clearTimeout(restartTimer);
    const worker = current;
    if (!worker) process.exit(0);
    const killer = setTimeout(() => worker.process.kill("SIGKILL"), STOP_GRACE_MS);
    worker.once("exit", (code) => {
      clearTimeout(killer);
      process.exit(code ?? 1);
    });
    // The serving process closes its server, finishes its requests and mail, and closes the database (serve.ts).
    worker.process.kill("SIGTERM");
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  start();
}
