// How `npm run cms` starts decap-server: on 127.0.0.1 only, refusing requests for any other Host
// (local-only.mjs). Used by dev.mjs and its test.
import { spawn } from "node:child_process";
import { join } from "node:path";

export const DECAP_HOST = "127.0.0.1";

/** Starts decap-server on 127.0.0.1:port; the binary itself, so stopping the child stops it. */
export function startDecapServer(port, options = {}) {
  return spawn(process.execPath, ["--import", "./scripts/cms/local-only.mjs", join("node_modules", ".bin", "decap-server")], {
    stdio: options.stdio ?? ["ignore", "inherit", "inherit"],
    // MODE picks the file-system proxy (decap-server reads it; vitest, for one, sets MODE=test).
    env: { ...process.env, PORT: String(port), BIND_HOST: DECAP_HOST, MODE: "fs" },
  });
}
