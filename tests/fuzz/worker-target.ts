/**
 * The fuzz run's other target: the Cloudflare Worker under `wrangler dev` (server/worker/, as
 * scripts/check-hosts/hosts.ts starts it for check:hosts), with local D1 and R2 in a temporary
 * folder and the small site of target.ts as its assets, so it needs no build.
 *
 * What holds only on Node is not checked here, and why:
 * - Socket-level abuse (bodies cut short, abandoned or slow, a wrong or doubled Content-Length,
 *   a doubled Transfer-Encoding, `Expect: 100-continue`): in production
 *   Cloudflare's edge ends the client's connection and hands the Worker a whole request; the local
 *   workerd's HTTP server that would meet them here is not what runs there. Requests are sent whole
 *   with true framing (`forWorker`), their contents as generated.
 * - CONNECT, TRACE and TRACK: the Fetch standard forbids them in a Request, so none reaches a Worker;
 *   nor a request line whose target is not a path (`*`, absolute-form): the edge parses it; nor a
 *   body on a GET or HEAD (sent without one).
 * - The process's peak memory and SQLite's integrity check: a Worker's memory is its isolate's
 *   (128 MB, enforced by Cloudflare, not by local workerd), and D1's file is Cloudflare's.
 * - The staff sign-in and API: not on the Worker yet (its /api/inbox/* answer 404 without a session,
 *   which the run still sends).
 * - Methods other than HTTP's own (`FOO`, `get`): see forWorker.
 * What holds on both: no 5xx but 503, no hang, the host alive, and (at the end, one D1 query) no
 * refused enquiry stored.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ACKNOWLEDGEMENT_FILE } from "../../contract/acknowledgement";
import { startWorker } from "../../scripts/check-hosts/hosts";
import { acknowledgementMails } from "../../scripts/acknowledgement-mail";
import { INBOX_PAGES_FILE } from "../../server/staff/pages";
import { testPages } from "../../server/staff/test-pages";
import { d1Query, d1Where, workerConfig } from "../../server/d1-cli/wrangler";
import { TEST_ACCESS_KEY } from "../../server/inbox/fixtures";
import { writeTree } from "../../server/test-helpers";
import type { FuzzRequest } from "./requests";
import { SITE, type Target } from "./target";

const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);
const FETCH_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]);

/**
 * Headers of the client's connection with the edge, not of the request the Worker gets: the body's
 * framing (the edge reads the client's and sends its own) and `Expect: 100-continue` (answered
 * between the client and the edge; local workerd left such a request unanswered for 15 s).
 */
const EDGE_HEADERS = new Set(["content-length", "transfer-encoding", "expect"]);

/**
 * The request as Cloudflare's edge would hand it to the Worker: whole, with true framing and no
 * framing header of the client's (a request with two Content-Lengths is the edge's to refuse; local
 * workerd answers it with its own 500 before the Worker runs).
 */
export function forWorker(request: FuzzRequest): FuzzRequest | null {
  // The Fetch standard's forbidden methods: no Request can carry them, so the edge never hands one
  // to a Worker (local workerd answers them with its own 500).
  if (FORBIDDEN_METHODS.has(request.method.toUpperCase())) return null;
  // The request line is the edge's to parse: a Worker gets a URL, so only origin-form targets
  // (`/path`) reach it (`*` and absolute-form: local workerd answers them with its own 500).
  if (!request.target.startsWith("/")) return null;
  // Methods other than HTTP's own (case-sensitive: `get` too): local workerd answers 501, as HTTP
  // says, and then left the next connection unanswered for 15 s (`get /about` → 501, then
  // `GET /fr/about` hung). Whether the edge passes such a method on is not provable offline.
  if (!FETCH_METHODS.has(request.method)) return null;
  // Nor does a GET or HEAD Request carry a body (local workerd left some such requests unanswered).
  const bodiless = request.method === "GET" || request.method === "HEAD";
  return {
    ...request,
    ...(bodiless && { body: Buffer.alloc(0), framing: "none" as const }),
    headers: request.headers.filter(([name]) => !EDGE_HEADERS.has(name.toLowerCase())),
    delivery: { kind: "whole" },
    ...(!bodiless && { framing: request.framing === "wrong-length" ? ("length" as const) : request.framing }),
  };
}

export async function startWorkerTarget(): Promise<Target> {
  const work = mkdtempSync(path.join(tmpdir(), "deltaforge-fuzz-worker-"));
  const client = path.join(work, "client");
  writeTree(client, SITE);
  // What the Worker bundles from the build (wrangler.jsonc `alias`), made here: the unit tests run
  // before any build. The acknowledgement's words by the build's own function; the staff inbox's
  // documents as the Workers tests' stand-ins.
  const standIns: Record<string, unknown> = { [ACKNOWLEDGEMENT_FILE]: acknowledgementMails(), [INBOX_PAGES_FILE]: testPages };
  const alias: Record<string, string> = {};
  for (const [name, built] of Object.entries((workerConfig().alias ?? {}) as Record<string, string>)) {
    const file = Object.keys(standIns).find((each) => built.endsWith(`/${each}`));
    if (!file) throw new Error(`worker-target.ts has no stand-in for the Worker's alias ${name} (${built})`);
    alias[name] = path.join(work, path.basename(file));
    writeFileSync(alias[name], JSON.stringify(standIns[file]));
  }
  const state = path.join(work, "state");
  const host = await startWorker(client, work, {
    state,
    alias,
    // Every enquiry reaches the checks, as on the Node target (its limit is per address; the run is one address).
    vars: { INBOX_ACCESS_KEY: TEST_ACCESS_KEY, INBOX_RATE_LIMIT: "0" },
  });
  const origin = host.url.replace(/\/$/, "");
  const assertAlive = () => {
    if (!host.running()) throw new Error(`wrangler dev exited. Its output ends:\n${host.output()}`);
  };
  return {
    port: Number(new URL(origin).port),
    origin,
    cookie: null,
    prepare: forWorker,
    assertAlive,
    assertSound(refusedMarkers, final) {
      assertAlive();
      if (!final || refusedMarkers.length === 0) return;
      // Every stored enquiry's fields, once: fewer wrangler calls than a query per marker.
      const stored = d1Query<{ fields: string }>(d1Where("local", state), "SELECT fields FROM enquiries");
      const found = refusedMarkers.filter((marker) => stored.some((row) => row.fields.includes(marker)));
      if (found.length > 0) throw new Error(`enquiries refused but stored: ${found.join(", ")}`);
    },
    peakMemoryMb: () => null,
    async stop() {
      await host.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
