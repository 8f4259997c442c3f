/** Starts the HTTP server for a config; used by main.ts, the tests and the benchmark. */
import { existsSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import type { ServerConfig } from "./config";
import { defaultHeaderRules, parseHeadersFile, type HeaderRule } from "./headers-file";
import { createInboxApi } from "./inbox/route";
import { openStore, type EnquiryStore } from "./inbox/store";
import { createStaticSite } from "./static-files";

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  store: EnquiryStore;
  /** Stops accepting connections, finishes open requests (at most `graceMs`), then releases resources. */
  close(graceMs?: number): Promise<void>;
}

export interface StartOptions {
  log?: (line: string) => void;
}

/** Reads `<staticRoot>/_headers`; the built-in safe defaults when the file is missing. */
export function loadHeaderRules(staticRoot: string, log: (line: string) => void = () => {}): HeaderRule[] {
  const file = path.join(staticRoot, "_headers");
  if (!existsSync(file)) {
    log(`No ${file}; sending the built-in default security headers.`);
    return defaultHeaderRules();
  }
  return parseHeadersFile(readFileSync(file, "utf8"));
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (!existsSync(config.staticRoot)) {
    log(`Warning: ${config.staticRoot} does not exist; build the site first (npm run build:local).`);
  }
  const headerRules = loadHeaderRules(config.staticRoot, log);
  const site = createStaticSite(config.staticRoot);
  const store = openStore(config.inboxDb);
  const api = createInboxApi({ store, accessKey: config.accessKey, rateLimitPerMinute: config.rateLimitPerMinute });
  const app = createApp({ site, headerRules, api });

  let listening: { server: Server; port: number };
  try {
    listening = await new Promise<{ server: Server; port: number }>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info: AddressInfo) =>
        resolve({ server: s as Server, port: info.port }),
      ) as Server;
      s.once("error", reject);
    });
  } catch (error) {
    store.close();
    throw error;
  }
  const { server, port } = listening;

  const hostForUrl = config.host.includes(":") ? `[${config.host}]` : config.host;
  const url = `http://${hostForUrl}:${port}`;
  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    server,
    store,
    close(graceMs = 2000) {
      closing ??= new Promise<void>((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          store.close();
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
