/**
 * The Worker the Worker's browser specs run against (playwright.worker.config.ts): `wrangler dev`
 * with the site as its static assets, as `npm run dev:cloudflare` serves it (scripts/check-hosts/
 * hosts.ts `startWorker`), on E2E_PORT + 1 with its local D1 and R2 in BUILD_DIR, new for each run,
 * so a spec can read what the Worker stored (through `npm run inbox -- --d1 local`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startWorker } from "../../../scripts/check-hosts/hosts";
import { e2ePort } from "./e2e-server";

export const workerPort = e2ePort + 1;
export const workerBaseURL = `http://127.0.0.1:${workerPort}`;
/** The Worker's local D1 and R2 (wrangler's `--persist-to`). */
export const workerState = path.resolve(process.env.BUILD_DIR ?? "build", "e2e-worker-state");

export default async function startE2eWorker(): Promise<() => Promise<void>> {
  rmSync(workerState, { recursive: true, force: true });
  const work = mkdtempSync(path.join(tmpdir(), "e2e-worker-"));
  const client = path.join(process.env.BUILD_DIR ?? "build", "client");
  const worker = await startWorker(client, work, { port: workerPort, state: workerState });
  return async () => {
    await worker.stop();
    rmSync(work, { recursive: true, force: true });
  };
}
