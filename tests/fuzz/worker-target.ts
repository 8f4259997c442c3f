/**
 * The fuzz run's other target: the Cloudflare Worker (server/worker/) bundled as `wrangler deploy`
 * bundles it (`--dry-run --outdir`, the build's files replaced by stand-ins made here, so it needs no
 * build), served by workerd through Miniflare (the package wrangler runs it with) on a loopback
 * port, with local D1 (the migrations applied) and R2 in memory, and a staff account signed in.
 *
 * Not under `wrangler dev`: its dev-only layers, which Cloudflare does not run, fail this run on
 * their own. Every request goes through one proxy Durable Object and a middleware that drains only
 * bodies never read; after a body the Worker read part-way (Hono's bodyLimit refusing a chunked body
 * at the limit) whose client had gone, the next requests, `GET /about` included, got no answer for
 * 15 s. On Miniflare, without those layers, the same Worker answers them (tests/fuzz/README.md).
 *
 * What holds only on Node is not checked here, and why:
 * - Socket-level abuse (bodies cut short, abandoned or slow, a wrong or doubled Content-Length,
 *   a doubled Transfer-Encoding, `Expect: 100-continue`): in production
 *   Cloudflare's edge ends the client's connection and hands the Worker a whole request; the local
 *   workerd's HTTP server that would meet them here is not what runs there. Requests are sent whole
 *   with true framing (`forWorker`, for-worker.ts), their contents as generated.
 * - CONNECT, TRACE and TRACK: the Fetch standard forbids them in a Request, so none reaches a Worker;
 *   nor a request line whose target is not a path (`*`, absolute-form): the edge parses it; nor a
 *   body on a GET or HEAD (sent without one).
 * - The process's peak memory and SQLite's integrity check: a Worker's memory is its isolate's
 *   (128 MB, enforced by Cloudflare, not by local workerd), and D1's file is Cloudflare's.
 * - The static site: Cloudflare serves the assets before the Worker runs (`run_worker_first` names
 *   only the Worker's paths); here the Worker answers every path, and the others 404.
 * - Methods other than HTTP's own (`FOO`, `get`): see forWorker.
 * What holds on both: no 5xx but 503, no hang, the Worker still serving (its health address every
 * 50 requests), and no refused enquiry stored (D1, every 50 requests and at the end).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { Miniflare } from "miniflare";
import { ACKNOWLEDGEMENT_FILE } from "../../contract/acknowledgement";
import { acknowledgementMails } from "../../scripts/acknowledgement-mail";
import { INBOX_PAGES_FILE } from "../../server/staff/pages";
import { testPages } from "../../server/staff/test-pages";
import { wrangler } from "../../server/d1-cli/wrangler";
import { testWorker } from "../../server/worker/test-worker";
import { createStaffUsers } from "../../server/staff/users";
import { d1Sql } from "../../server/storage/d1-sql";
import type { D1Database } from "../../server/storage/cloudflare-bindings";
import { MARKER_PATTERN } from "./requests";
import { forWorker } from "./for-worker";
import { ANSWER_TIMEOUT_MS } from "./send";
import { signIn, STAFF, type Target } from "./target";

/**
 * The Worker bundled as `wrangler deploy` bundles it, with stand-ins for the build's files: from a
 * configuration of its own that differs from wrangler.jsonc only in `alias` (wrangler's `--alias`
 * does not override the configuration's), holding nothing but what the bundle needs.
 */
function bundleWorker(work: string, config: Awaited<ReturnType<typeof testWorker>>["config"]): string {
  // The unit tests run before any build: the acknowledgement's words by the build's own function,
  // the staff inbox's documents as the Workers tests' stand-ins.
  const standIns: Record<string, unknown> = { [ACKNOWLEDGEMENT_FILE]: acknowledgementMails(), [INBOX_PAGES_FILE]: testPages };
  const alias: Record<string, string> = {};
  for (const [name, built] of Object.entries((config.alias ?? {}) as Record<string, string>)) {
    const file = Object.keys(standIns).find((each) => built.endsWith(`/${each}`));
    if (!file) throw new Error(`worker-target.ts has no stand-in for the Worker's alias ${name} (${built})`);
    alias[name] = path.join(work, path.basename(file));
    writeFileSync(alias[name], JSON.stringify(standIns[file]));
  }
  const bundling = path.join(work, "wrangler.json");
  const { name, main, compatibility_date, compatibility_flags } = config;
  writeFileSync(bundling, JSON.stringify({ name, main, compatibility_date, compatibility_flags, alias }));
  wrangler(["deploy", "--dry-run", "--outdir", path.join(work, "bundle")], bundling);
  return path.join(work, "bundle", "index.js");
}

export async function startWorkerTarget(): Promise<Target> {
  const work = mkdtempSync(path.join(tmpdir(), "deltaforge-fuzz-worker-"));
  let mf: Miniflare | null = null;
  // A start that fails (the bundling, workerd, the sign-in) leaves nothing behind.
  try {
    // The bindings and migrations the Workers tests have (every enquiry reaches the checks, as on the Node target).
    const { config, options, migrations } = await testWorker();
    const script = bundleWorker(work, config);
    let runtimeOutput = "";
    mf = new Miniflare({
      ...options,
      modules: true,
      scriptPath: script,
      // Module names are paths below this folder (by default the working directory, above the bundle's).
      modulesRoot: path.dirname(script),
      host: "127.0.0.1",
      port: 0,
      // Miniflare's placeholder `request.cf`, not one fetched from Cloudflare (no network here; the Worker reads none of it).
      cf: false,
      // workerd's own lines (a client gone before its answer: "Broken pipe"), kept for a failure's message.
      handleRuntimeStdio(stdout: Readable, stderr: Readable) {
        for (const stream of [stdout, stderr])
          stream.on("data", (chunk: Buffer) => (runtimeOutput = (runtimeOutput + chunk.toString()).slice(-4000)));
      },
    });
    const url = await mf.ready;
    const db = await mf.getD1Database(config.d1_databases[0]!.binding);
    // Each migration in one batch, as the Workers tests' applyD1Migrations does (that one runs only inside workerd).
    for (const migration of migrations) await db.batch(migration.queries.map((query) => db.prepare(query)));
    // The staff account by Node's own code, written through the Worker's D1 binding; signed in on the Worker.
    await createStaffUsers(d1Sql(db as unknown as D1Database)).add(STAFF.email, STAFF.password);
    const origin = url.origin;
    const cookie = await signIn(origin);
    let stopped = false;
    const assertServing = async () => {
      const status = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) }).then(
        async (health) => (await health.arrayBuffer(), String(health.status)),
        (error: unknown) => String(error),
      );
      if (status !== "200") throw new Error(`the Worker's /api/health answered ${status}. workerd's output ends:\n${runtimeOutput}`);
    };
    return {
      port: Number(url.port),
      origin,
      cookie,
      prepare: forWorker,
      // workerd runs in Miniflare's child process; whether it still serves is asked of the Worker (assertSound).
      assertAlive() {
        if (stopped) throw new Error("the Worker's runtime was stopped");
      },
      async assertSound(refusedMarkers) {
        await assertServing();
        if (refusedMarkers.length === 0) return;
        // The markers in every stored enquiry's fields, read once, rather than a query per marker.
        const { results } = await db.prepare("SELECT fields FROM enquiries").all<{ fields: string }>();
        const stored = new Set(results.flatMap((row: { fields: string }) => row.fields.match(MARKER_PATTERN) ?? []));
        const found = refusedMarkers.filter((marker) => stored.has(marker));
        if (found.length > 0) throw new Error(`enquiries refused but stored: ${found.join(", ")}`);
      },
      peakMemoryMb: () => null,
      async stop() {
        stopped = true;
        await mf?.dispose();
        rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await mf?.dispose();
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
