import { Worker } from "node:worker_threads";

/**
 * Starts one of the server's background threads (a plain-JavaScript `.mjs` module beside its
 * caller): without the TypeScript loader the server may run under (`execArgv: []`), and unref'd,
 * so it never keeps the process alive. The caller listens for what it needs (messages, errors).
 */
export function startThread(module: URL, workerData: unknown): Worker {
  const thread = new Worker(module, { workerData, execArgv: [] });
  thread.unref();
  return thread;
}
