/** Starts the HTTP server for a config; used by main.ts, the tests and the benchmark. */
import { existsSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { answerClientErrors } from "./client-error";
import { limitConnectionsPerAddress } from "./connection-limits";
import type { ServerConfig } from "./config";
import { defaultHeaderRules, parseHeadersFile, type HeaderRule } from "./headers-file";
import { createInboxApi } from "./inbox/route";
import { openStore, type OpenedStore } from "./inbox/store";
import { startNotifications, type Acknowledgements, type Notifications } from "./notify/notifications";
import { loadAcknowledgementMail } from "./notify/acknowledgement-file";
import { ACKNOWLEDGEMENT_FILE } from "../contract/acknowledgement";
import type { RetryPolicy } from "./notify/worker";
import { secureResponseClass } from "./secure-response";
import { loadInboxPages } from "./staff/pages";
import { createStaffApp } from "./staff/routes";
import { nodeStaffStorage } from "./storage/staff";
import { clientAddress } from "./inbox/client-address";
import { createStaticSite } from "./static-site";
import { pageFill } from "./page-fill";
import { createFormStamps } from "./inbox/spam";
import { memoryBackedStorage } from "./inbox-path";
import { scheduleRetention, type RetentionSchedule } from "./inbox/retention-schedule";
import { scheduleBackups, type BackupSchedule, type BackupSettings } from "./backup/backup";
import { backupLifetimeDays, DEFAULT_BACKUP_EVERY_HOURS, DEFAULT_BACKUP_KEEP } from "../contract/personal-data";

/** Node looks for expired requests every 30 s by default; a second keeps the timeouts close to their value. */
const EXPIRY_CHECK_MS = 1_000;

/** The inbox database cannot be opened or written: the server must not start. */
export class InboxUnavailableError extends Error {}

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  store: OpenedStore;
  notifications: Notifications;
  /** The server's own backups (INBOX_BACKUP_DIR), or null. */
  backups: BackupSchedule | null;
  /** The daily purge of enquiries past INBOX_RETENTION_DAYS. */
  retention: RetentionSchedule;
  /** Stops accepting connections, finishes open requests (at most `graceMs`), then releases resources. */
  close(graceMs?: number): Promise<void>;
}

export interface StartOptions {
  log?: (line: string) => void;
  /** Tests shorten the timeouts instead of waiting 30 s. */
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
  writeBudgetMs?: number;
  /** Tests shorten the notifications' retry schedule. */
  mailRetry?: RetryPolicy;
}

/** The log is copied into the database file this often, off the event loop (inbox/checkpoint-thread.mjs). */
const CHECKPOINT_EVERY_MS = 1_000;

function openWritableStore(file: string, writeBudgetMs: number | undefined): OpenedStore {
  let store: OpenedStore;
  try {
    store = openStore(file, { writeBudgetMs, checkpointEveryMs: CHECKPOINT_EVERY_MS });
  } catch (error) {
    throw new InboxUnavailableError(`The inbox database ${file} cannot be opened: ${(error as Error).message}`);
  }
  const problem = store.writeProblem();
  if (problem !== null) {
    store.close();
    throw new InboxUnavailableError(`The inbox database ${file} cannot be written: ${problem}`);
  }
  return store;
}

/** The acknowledgements to enquirers, in the words the build wrote; off (said in the log) without them. */
function acknowledgements(config: ServerConfig, log: (line: string) => void): Acknowledgements | null {
  const { forms, perAddress, perDomain } = config.acknowledge;
  if (forms.length === 0) return null;
  const words = loadAcknowledgementMail(config.buildDir);
  if (!words) {
    log(`Warning: no ${ACKNOWLEDGEMENT_FILE} in ${config.buildDir} (build the site first): no acknowledgements are sent.`);
    return null;
  }
  return { forms, words, limits: { perAddress, perDomain } };
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

/** Backups on a schedule; says so when they outlive what the privacy notice promises. */
function startBackups(source: string, settings: BackupSettings, log: (line: string) => void): BackupSchedule {
  const days = backupLifetimeDays(settings.everyHours, settings.keep);
  const promised = backupLifetimeDays(DEFAULT_BACKUP_EVERY_HOURS, DEFAULT_BACKUP_KEEP);
  if (days > promised) {
    log(
      `Warning: backups are kept ${days} days (INBOX_BACKUP_KEEP × INBOX_BACKUP_EVERY_HOURS), longer than the ${promised} days the privacy notice states (contract/personal-data.ts).`,
    );
  }
  return scheduleBackups(source, settings, log);
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (!existsSync(config.staticRoot)) {
    log(`Warning: ${config.staticRoot} does not exist; build the site first (npm run build:local).`);
  }
  const headerRules = loadHeaderRules(config.staticRoot, log);
  // One key signs the form pages' stamps and checks them when the forms come back (inbox/spam.ts).
  const stamps = createFormStamps();
  const site = createStaticSite(config.staticRoot, pageFill(config.staticRoot, stamps));
  const store = openWritableStore(config.inboxDb, options.writeBudgetMs);
  const memory = memoryBackedStorage(config.inboxDb);
  if (memory) log(`Warning: the inbox database ${config.inboxDb} is on ${memory}, which is memory: every enquiry is lost at reboot.`);
  const notifications = startNotifications(store, config.mail, {
    log,
    retry: options.mailRetry,
    acknowledgement: config.mail ? acknowledgements(config, log) : null,
  });
  const backups = config.backup ? startBackups(config.inboxDb, config.backup, log) : null;
  const { limits } = config;
  const api = createInboxApi({
    store,
    notifications,
    backups,
    accessKey: config.accessKey,
    rateLimitPerMinute: config.rateLimitPerMinute,
    trustProxy: config.trustProxy,
    maxBodiesInFlight: limits.maxBodies,
    maxBodiesPerAddress: limits.maxBodiesPerAddress,
    maxUploads: limits.maxUploads,
    maxUploadsPerAddress: limits.maxUploadsPerAddress,
    maxFormParts: limits.maxFormParts,
    stamps,
    minFillSeconds: config.minFillSeconds,
  });
  const staff = createStaffApp({
    storage: nodeStaffStorage(store),
    notifications,
    pages: loadInboxPages(config.buildDir),
    publicOrigin: config.inboxOrigin,
    trustProxy: config.trustProxy,
    clientAddress: (c) => clientAddress(c, config.trustProxy),
  });
  const app = createApp({ site, headerRules, api, staff });
  const requestTimeout = options.requestTimeoutMs ?? limits.requestTimeoutMs;
  // Node's own settings: the whole request and its headers must arrive in time, and a connection
  // serves at most maxRequestsPerConnection requests (pipelined ones beyond it get Node's 503,
  // with our headers through secureResponseClass, and the connection closes).
  const serverOptions = {
    requestTimeout,
    headersTimeout: Math.min(options.headersTimeoutMs ?? limits.headersTimeoutMs, requestTimeout),
    connectionsCheckingInterval: Math.min(EXPIRY_CHECK_MS, requestTimeout),
    ServerResponse: secureResponseClass(headerRules),
  };

  let listening: { server: Server; port: number };
  try {
    listening = await new Promise<{ server: Server; port: number }>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port, serverOptions }, (info: AddressInfo) =>
        resolve({ server: s as Server, port: info.port }),
      ) as Server;
      s.maxConnections = limits.maxConnections;
      s.maxRequestsPerSocket = limits.maxRequestsPerConnection;
      // Inactivity on the socket: closes connections that never send a byte, which neither
      // headersTimeout (it starts with the first byte) nor keepAliveTimeout (after a response) covers.
      s.timeout = limits.idleTimeoutMs;
      // Behind our proxy every connection comes from the proxy: it limits per client itself.
      if (!config.trustProxy) limitConnectionsPerAddress(s, limits.maxConnectionsPerAddress);
      answerClientErrors(s, headerRules);
      s.once("error", reject);
    });
  } catch (error) {
    await backups?.close();
    await notifications.close(0);
    store.close();
    throw error;
  }
  const { server, port } = listening;
  // Once listening (a server that cannot listen purges nothing), before the first request is read.
  const retention = scheduleRetention(store, config.retentionDays, log);

  const hostForUrl = config.host.includes(":") ? `[${config.host}]` : config.host;
  const url = `http://${hostForUrl}:${port}`;
  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    server,
    store,
    notifications,
    backups,
    retention,
    close(graceMs = 2000) {
      closing ??= new Promise<void>((resolve) => {
        retention.close();
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          // Messages being sent get the grace period too; one cut off is sent again after a restart.
          void Promise.all([notifications.close(graceMs), backups?.close()]).finally(() => {
            store.close();
            resolve();
          });
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
