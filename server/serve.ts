/**
 * The serving process: the static site plus the local enquiry inbox, in one process. `npm run serve`
 * runs it under the supervisor (main.ts); the tests and benches that must SIGKILL the serving
 * process itself run it alone (test-helpers.ts `spawnServer`).
 */
import { ConfigError, loadConfig } from "./config";
import { InboxUnavailableError, startServer } from "./start";
import { exitOnFatalErrors } from "./supervisor/fatal-errors";

const LISTEN_ERRORS = new Set(["EADDRNOTAVAIL", "EADDRINUSE", "EACCES", "ENOTFOUND", "EAI_AGAIN", "EAFNOSUPPORT"]);

async function main(): Promise<void> {
  exitOnFatalErrors();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }

  let running;
  try {
    running = await startServer(config);
  } catch (error) {
    if (error instanceof InboxUnavailableError) {
      console.error(`Inbox error: ${error.message}`);
      process.exit(3);
    }
    // The address itself is the setting at fault: not on this machine, in use, or not allowed.
    const code = (error as NodeJS.ErrnoException).code;
    if (code && LISTEN_ERRORS.has(code)) {
      console.error(`Configuration error: cannot listen on HOST=${config.host} PORT=${config.port} (${code}).`);
      process.exit(2);
    }
    throw error;
  }
  console.log(`Deltaforge site listening on ${running.url}/ (site: ${config.staticRoot}, inbox: ${config.inboxDb}, POST /api/enquiries)`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down.`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error("Server failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
