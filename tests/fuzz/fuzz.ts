/**
 * The fuzz run: fast-check drives `anyRequest` at the real server (target.ts) for a given time,
 * checking after every answer that it is not a 5xx other than 503, that no request hung, and that
 * the process is alive; every 50 requests and at the end, memory, integrity and that no refused
 * enquiry was stored. Seeded: a failure names its seed and path, and `{ seed, path }` replays it.
 */
import fc from "fast-check";
import { anyRequest, type FuzzRequest } from "./requests";
import { send } from "./send";
import { MEMORY_BOUND_MB, startTarget } from "./target";
import { startWorkerTarget } from "./worker-target";

export interface FuzzOptions {
  durationMs: number;
  /** The Node server (default) or the Cloudflare Worker under wrangler dev (worker-target.ts). */
  target?: "node" | "worker";
  seed?: number;
  /** fast-check's path of a failure, to replay only it (with its seed). */
  path?: string;
  /** At most this many requests (with a seed: the same ones every run). */
  maxRequests?: number;
  log?: (line: string) => void;
}

export interface FuzzSummary {
  seed: number;
  requests: number;
  seconds: number;
  /** The serving process's peak memory; null on the Worker. */
  peakMemoryMb: number | null;
  /** Requests by address, then by status ("reset by the server" before a status was read; else "no answer": the client left or the server closed). */
  counts: Map<string, Map<string, number>>;
  /** The failure's message (with seed and path), or null. */
  failure: string | null;
}

const SOUND_EVERY = 50;

/** The seed and path to replay from the environment (FUZZ_SEED, FUZZ_PATH), for the test runs. */
export function replayOptions(): Pick<FuzzOptions, "seed" | "path"> {
  return { seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, path: process.env.FUZZ_PATH };
}

function describe(request: FuzzRequest): string {
  const body = request.body.length > 300 ? `${request.body.length} bytes` : JSON.stringify(request.body.toString("latin1"));
  return `${request.method} ${request.target.slice(0, 200)} [${request.framing}, ${JSON.stringify(request.delivery)}] ${JSON.stringify(request.headers).slice(0, 300)} ${body}`;
}

export async function fuzz(options: FuzzOptions): Promise<FuzzSummary> {
  const log = options.log ?? ((line: string) => console.log(line));
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const target = options.target === "worker" ? await startWorkerTarget() : await startTarget();
  const prepare = target.prepare ?? ((request: FuzzRequest): FuzzRequest | null => request);
  const counts = new Map<string, Map<string, number>>();
  const refused: string[] = [];
  let requests = 0;
  const started = performance.now();
  let failure: string | null = null;

  const property = fc.asyncProperty(
    anyRequest.map(prepare).filter((request): request is FuzzRequest => request !== null),
    async (request) => {
      if (process.env.FUZZ_PAUSE_MS) await new Promise((done) => setTimeout(done, Number(process.env.FUZZ_PAUSE_MS)));
      const sentAt = performance.now();
      const answer = await send(target.port, request, { origin: target.origin, cookie: target.cookie });
      if (process.env.FUZZ_TRACE)
        log(`${requests} ${answer.status ?? "-"} ${Math.round(performance.now() - sentAt)} ms ${describe(request).slice(0, 200)}`);
      requests++;
      const key = answer.status !== null ? String(answer.status) : answer.reset ? "reset by the server" : "no answer";
      const byStatus = counts.get(request.address) ?? new Map<string, number>();
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      counts.set(request.address, byStatus);
      if (request.marker && answer.status !== 200) refused.push(request.marker);

      const problem =
        answer.status !== null && answer.status >= 500 && answer.status !== 503 && !target.allows?.(request, answer.status)
          ? `answered ${answer.status}`
          : answer.hung
            ? "no answer and the connection still open (a hang)"
            : null;
      if (problem) throw new Error(`${problem}: ${describe(request)}`);
      target.assertAlive();
      if (requests % SOUND_EVERY === 0) await target.assertSound(refused);
    },
  );

  try {
    await fc.assert(property, {
      seed,
      path: options.path,
      numRuns: options.path ? 1 : (options.maxRequests ?? Number.MAX_SAFE_INTEGER),
      // Against a live server a failure is not shrunk: the state that made it is gone.
      endOnFailure: true,
      includeErrorInReport: true,
      plugins: [fc.interruptAfterTimeLimit(options.durationMs)],
    });
    await target.assertSound(refused);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    if (!/seed/.test(failure)) failure = `${failure}\n(seed ${seed}; replay with --seed ${seed})`;
  }
  const peakMemoryMb = target.peakMemoryMb();
  await target.stop();
  const summary: FuzzSummary = { seed, requests, seconds: (performance.now() - started) / 1000, peakMemoryMb, counts, failure };
  log(report(summary));
  return summary;
}

/** The counts as a table: one row per address, one column per status. */
export function report(summary: FuzzSummary): string {
  const statuses = [...new Set([...summary.counts.values()].flatMap((m) => [...m.keys()]))].sort();
  const rows = [...summary.counts.entries()].sort(([a], [b]) => a.localeCompare(b));
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const header = ["address", ...statuses, "total"];
  const body = rows.map(([address, m]) => [address, ...statuses.map((s) => String(m.get(s) ?? 0)), String(total(m))]);
  const all = ["all", ...statuses.map((s) => String(rows.reduce((n, [, m]) => n + (m.get(s) ?? 0), 0))), String(summary.requests)];
  const table = [header, ...body, all];
  const widths = header.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  const lines = table.map((r) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`);
  lines.splice(1, 0, `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
  return [
    `Fuzz: ${summary.requests} requests in ${summary.seconds.toFixed(0)} s, seed ${summary.seed}, ${summary.peakMemoryMb === null ? "on the Worker (memory not ours to bound)" : `server peak memory ${summary.peakMemoryMb.toFixed(0)} MB (bound ${MEMORY_BOUND_MB} MB)`}.`,
    ...lines,
    summary.failure ? `FAILED: ${summary.failure}` : "Every property held.",
  ].join("\n");
}
