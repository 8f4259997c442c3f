/**
 * The one watcher every test, bench and check that starts our server uses: a server that logged a
 * `Server problem:` line (an uncaught error, or under the supervisor a serving process that died)
 * or exited when nobody asked it to has failed, even if every request the harness sent was
 * answered. Under the supervisor a crash heals itself, so without this nothing would notice it.
 */
import type { ChildProcess } from "node:child_process";
import { problemsIn } from "./problem-line";

export interface ServerWatch {
  /** What went wrong so far: the problem lines, and an exit nobody asked for or that was not clean. */
  problems(): string[];
  /** Throws listing the problems, if any. */
  assertHealthy(): void;
  /** The harness stops the server itself (e.g. by its process group): its exit is asked for. */
  expectExit(): void;
}

export interface WatchOptions {
  /** The server's name in messages, e.g. "the e2e server". */
  name?: string;
  /** Output read before watching began (a harness that waited for the start-up line). */
  earlier?: string;
  /** Called at once with each problem (a test helper throws from it, so the run fails where it happens). */
  onProblem?: (problem: string) => void;
}

/**
 * Watches a server's child process: its stdout and stderr (which must be pipes) and its exit. An
 * exit after the harness's own `child.kill()` is asked for; it is still a problem if the code is not 0
 * (a graceful stop that crashed). Any other exit is a problem.
 */
export function watchServer(child: ChildProcess, options: WatchOptions = {}): ServerWatch {
  const name = options.name ?? "the server";
  const found: string[] = [];
  const report = (problem: string) => {
    found.push(problem);
    options.onProblem?.(problem);
  };
  let pending = "";
  const read = (data: Buffer | string) => {
    pending += data.toString();
    const end = pending.lastIndexOf("\n");
    if (end < 0) return;
    for (const line of problemsIn(pending.slice(0, end))) report(`${name} logged: ${line}`);
    pending = pending.slice(end + 1);
  };
  if (options.earlier) read(`${options.earlier}\n`);
  child.stdout?.on("data", read);
  child.stderr?.on("data", read);

  let asked = false;
  const kill = child.kill.bind(child);
  child.kill = (signal?: NodeJS.Signals | number) => {
    asked = true;
    return kill(signal);
  };
  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    if (pending) read("\n");
    if (!asked) report(`${name} exited by itself (${signal ?? `code ${code}`})`);
    else if (code !== null && code !== 0) report(`${name} exited with code ${code} when it was stopped`);
  };
  if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode, child.signalCode);
  else child.once("exit", onExit);

  return {
    problems: () => [...found],
    assertHealthy() {
      if (found.length > 0) throw new Error(found.join("\n"));
    },
    expectExit() {
      asked = true;
    },
  };
}
