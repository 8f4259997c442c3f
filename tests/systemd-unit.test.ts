/** The production unit (docs/deltaforge.service) is one systemd accepts, with the protections the docs promise. */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const UNIT = fileURLToPath(new URL("../docs/deltaforge.service", import.meta.url));
const text = readFileSync(UNIT, "utf8");

function hasSystemdAnalyze(): boolean {
  try {
    execFileSync("systemd-analyze", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The values of a directive, in order (`Environment=` lines split into their assignments). */
function values(name: string): string[] {
  return [...text.matchAll(new RegExp(`^${name}=(.*)$`, "gm"))].map((m) => m[1]!.trim());
}

describe("the systemd unit", () => {
  it("restarts always, as its own user, without new privileges, writing only the data directory", () => {
    expect(values("Restart")).toEqual(["always"]);
    expect(values("User")).toEqual(["deltaforge"]);
    expect(values("NoNewPrivileges")).toEqual(["yes"]);
    expect(values("ProtectSystem")).toEqual(["strict"]);
    const writable = values("ReadWritePaths");
    expect(writable).toHaveLength(1);
    const env = Object.fromEntries(values("Environment").flatMap((line) => line.split(/\s+/).map((pair) => pair.split("="))));
    expect(path.dirname(env.INBOX_DB!)).toBe(writable[0]);
    // StateDirectory= is relative to /var/lib and is the same folder, created for the user.
    expect(`/var/lib/${values("StateDirectory")[0]}`).toBe(writable[0]);
  });

  it.runIf(hasSystemdAnalyze())("passes systemd-analyze verify without a warning", () => {
    // verify checks that ExecStart's program exists: point it at this machine's Node.
    const dir = mkdtempSync(path.join(os.tmpdir(), "deltaforge-unit-"));
    try {
      const copy = path.join(dir, "deltaforge.service");
      writeFileSync(copy, text.replace(/^ExecStart=\/usr\/bin\/node /m, `ExecStart=${process.execPath} `));
      const result = spawnSync("systemd-analyze", ["verify", copy], { encoding: "utf8" });
      // It exits 0 on a directive it cannot parse and only says so: anything it says is a failure.
      expect(`${result.stdout}${result.stderr}`).toBe("");
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
