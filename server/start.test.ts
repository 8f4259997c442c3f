/** Fault 2, start-up half: an inbox that cannot be opened or written stops the server. */
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { InboxUnavailableError, startServer } from "./start";
import { openStore } from "./inbox/store";
import { memoryBackedStorage } from "./inbox-path";
import { spawnServer, tempDir } from "./test-helpers";

/**
 * Makes a file unwritable: chmod for a normal user; root ignores modes, so `chattr +i` there.
 * Returns the undo, or null where this system cannot do it (e.g. chattr on tmpfs).
 */
function makeReadOnly(file: string): (() => void) | null {
  try {
    if (process.getuid?.() === 0) execFileSync("chattr", ["+i", file], { stdio: "ignore" });
    else chmodSync(file, 0o444);
    closeSync(openSync(file, "r+"));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EPERM" || code === "EACCES") {
      return () => (process.getuid?.() === 0 ? execFileSync("chattr", ["-i", file]) : chmodSync(file, 0o644));
    }
    return null;
  }
  return null;
}
const probeDir = tempDir();
const probe = path.join(probeDir.dir, "probe");
writeFileSync(probe, "");
const undoProbe = makeReadOnly(probe);
undoProbe?.();
probeDir.cleanup();

describe("start-up with an unusable inbox", () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it("refuses to start when the database cannot be opened", async () => {
    const notADatabase = path.join(tmp.dir, "inbox.sqlite");
    writeFileSync(notADatabase, "This is a text file, not SQLite.".repeat(200));
    const config = loadConfig({ PORT: "0", INBOX_DB: notADatabase }, tmp.dir);
    await expect(startServer(config, { log: () => {} })).rejects.toThrow(InboxUnavailableError);
  });

  it.runIf(undoProbe !== null)("refuses to start on a database file it can only read", async () => {
    const file = path.join(tmp.dir, "read-only.sqlite");
    openStore(file).close();
    const undo = makeReadOnly(file)!;
    try {
      const config = loadConfig({ PORT: "0", INBOX_DB: file }, tmp.dir);
      await expect(startServer(config, { log: () => {} })).rejects.toThrow(/cannot be written: attempt to write a readonly database/);
    } finally {
      undo();
    }
  });

  it("exits with a clear message and a non-zero code instead of listening", { timeout: 30_000 }, async () => {
    const garbage = path.join(tmp.dir, "garbage.sqlite");
    writeFileSync(garbage, "not a database".repeat(500));
    const start = spawnServer({ PORT: "0", BUILD_DIR: tmp.dir, INBOX_DB: garbage });
    await expect(start).rejects.toThrow(/exited with 3:[^]*\nInbox error: The inbox database .*garbage.sqlite cannot be opened/);
  });

  // Configuration errors: exit code 2 with the variable named, at once (spawnServer's own 20 s
  // would fail the test if one hung, as INBOX_DB under /proc used to).
  it.each([
    [{ HOST: "999.1.1.1" }, /Configuration error: HOST must be an IP address/],
    [{ INBOX_DB: "/proc/1/inbox/inbox.sqlite" }, /Configuration error: INBOX_DB is inside \/proc/],
    [{ INBOX_DB: path.join(tmp.dir, "occupied-folder") }, /Configuration error: INBOX_DB is not a regular file/],
    [{ HOST: "192.0.2.1" }, /Configuration error: cannot listen on HOST=192.0.2.1 PORT=0 \(EADDRNOTAVAIL\)/],
  ])("exits 2 naming the setting for %o", { timeout: 30_000 }, async (env, message) => {
    mkdirSync(path.join(tmp.dir, "occupied-folder"), { recursive: true });
    const start = spawnServer({ PORT: "0", BUILD_DIR: tmp.dir, INBOX_DB: path.join(tmp.dir, "ok.sqlite"), ...env }, 10_000);
    const error = await start.then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/exited with 2:/);
    expect(error?.message).toMatch(message);
  });

  it.runIf(memoryBackedStorage("/dev/shm/x") === "tmpfs")("starts on tmpfs with a warning that it is lost at reboot", async () => {
    const dir = mkdtempSync("/dev/shm/inbox-test-");
    const lines: string[] = [];
    try {
      const running = await startServer(loadConfig({ PORT: "0", INBOX_DB: path.join(dir, "inbox", "inbox.sqlite") }, tmp.dir), {
        log: (line) => lines.push(line),
      });
      await running.close(0);
      expect(lines.join("\n")).toMatch(
        /Warning: the inbox database .*inbox.sqlite is on tmpfs, which is memory: every enquiry is lost at reboot/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
