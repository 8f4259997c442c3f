/**
 * The server the Playwright suite runs against: `npm run serve` (the supervisor and its serving
 * process, as in production) on E2E_PORT with the build in BUILD_DIR and its own inbox file. Started
 * by Playwright's global setup; its teardown fails the run if the server logged an uncaught error,
 * a serving process died, or it did not stop cleanly (server/supervisor/watch-server.ts).
 */
import path from "node:path";
import { spawnServer } from "../../../server/test-helpers";

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eBaseURL = `http://127.0.0.1:${e2ePort}`;
const e2eInbox = path.join(process.env.BUILD_DIR ?? "build", "e2e-inbox.sqlite");

export default async function startE2eServer(): Promise<() => Promise<void>> {
  const server = await spawnServer({ PORT: String(e2ePort), HOST: "127.0.0.1", INBOX_DB: e2eInbox }, 60_000, {
    supervised: true,
    // Reported by the teardown, after the tests, so Playwright lists it as the run's error.
    onProblem: (problem) => console.error(problem),
  });
  server.child.stderr?.pipe(process.stderr);
  return async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    server.watch.assertHealthy();
  };
}
