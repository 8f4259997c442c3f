/** The watcher every harness uses, on real child processes: what counts as a server's problem and what does not. */
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inboxServerEnv, spawnServer, tempDir } from "../test-helpers";
import { problemLine } from "./problem-line";
import { watchServer } from "./watch-server";

/** A Node process running `code`, its output piped, watched; resolves once it exited. */
function watched(code: string, stopWith?: NodeJS.Signals) {
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "pipe"] });
  const seen: string[] = [];
  const watch = watchServer(child, { name: "the child", onProblem: (problem) => seen.push(problem) });
  const exited = new Promise<void>((done) => child.once("close", () => done()));
  if (stopWith) child.stdout.once("data", () => child.kill(stopWith));
  return exited.then(() => ({ watch, seen }));
}

describe("watchServer", () => {
  it("reports a problem line the moment it is logged, split across writes or not", async () => {
    const line = problemLine("uncaught exception in the serving process 1: Error: boom");
    const { watch, seen } = await watched(
      `process.stderr.write(${JSON.stringify(line.slice(0, 20))}); setTimeout(() => { process.stderr.write(${JSON.stringify(line.slice(20))}); process.stdout.write("ok\\n"); }, 50); setTimeout(() => {}, 5000);`,
      "SIGKILL",
    );
    expect(seen).toEqual([`the child logged: ${line.trim()}`]);
    expect(() => watch.assertHealthy()).toThrow(/Error: boom/);
  });

  it("reports an exit nobody asked for, even with code 0", async () => {
    const { watch } = await watched(`process.exit(0)`);
    expect(watch.problems()).toEqual(["the child exited by itself (code 0)"]);
  });

  it("reports a stop that was asked for but not clean", async () => {
    const { watch } = await watched(
      `process.on("SIGTERM", () => process.exit(1)); console.log("up"); setTimeout(() => {}, 5000);`,
      "SIGTERM",
    );
    expect(watch.problems()).toEqual(["the child exited with code 1 when it was stopped"]);
  });

  it("accepts a kill the harness asked for and a clean stop", async () => {
    const killed = await watched(`console.log("up"); setTimeout(() => {}, 5000);`, "SIGKILL");
    const stopped = await watched(
      `process.on("SIGTERM", () => process.exit(0)); console.log("up"); setTimeout(() => {}, 5000);`,
      "SIGTERM",
    );
    expect([...killed.watch.problems(), ...stopped.watch.problems()]).toEqual([]);
  });
});

describe("spawnServer's watch", () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it("sees the real serving process die when the test did not kill it", { timeout: 60_000 }, async () => {
    const seen: string[] = [];
    const server = await spawnServer(inboxServerEnv(tmp.dir, path.join(tmp.dir, "inbox.sqlite")), 40_000, {
      onProblem: (problem) => seen.push(problem),
    });
    process.kill(server.child.pid!, "SIGKILL");
    await server.exited;
    expect(seen).toEqual([`the server ${server.child.pid} exited by itself (SIGKILL)`]);
  });
});
