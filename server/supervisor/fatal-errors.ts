/**
 * An error nothing caught leaves the serving process in a state nobody planned for (a request
 * half answered, a stream without a reader, a transaction open): it is logged once, with its
 * stack, and the process exits at once for the supervisor (`supervise.ts`) to start a clean one.
 * Node's own default does the same for exceptions, but says nothing the tests can find and, for a
 * rejection, depends on `--unhandled-rejections`; this makes both explicit. SQLite needs no
 * closing: a committed row is on disk (WAL, synchronous=FULL) and an open transaction is rolled
 * back when the file is next opened.
 */
import { reportProblem } from "./problem-line";

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

let exiting = false;

function fatal(kind: string, error: unknown): void {
  if (exiting) return;
  exiting = true;
  reportProblem(`${kind} in the serving process ${process.pid}, exiting for a restart: ${describe(error)}`);
  process.exit(1);
}

export function exitOnFatalErrors(): void {
  process.on("uncaughtException", (error) => fatal("uncaught exception", error));
  process.on("unhandledRejection", (reason) => fatal("unhandled rejection", reason));
}
