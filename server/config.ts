/** Server settings from environment variables (documented in server/README.md), parsed by one zod schema. */
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { MAIL_ENV, mailSettings, redactUrl, SECRET_VARIABLES, type MailSettings } from "./notify/settings";
import { DEFAULT_BACKUP_EVERY_HOURS, DEFAULT_BACKUP_KEEP } from "../contract/personal-data";
import { setting, SHARED_ENV, wholeNumber } from "./shared-settings";
import type { BackupSettings } from "./backup/backup";
import { inboxPathProblem } from "./inbox-path";
import { defaultBuildDir } from "../config/build-dir";
import { MIN_FILL_SECONDS } from "./inbox/spam";
import type { FormType } from "../contract/enquiry-fields";

export const DEFAULT_ACCESS_KEY = "local-inbox-key";

export class ConfigError extends Error {}

/** Seconds in the environment, milliseconds in the config. */
const seconds = (fallback: number, min: number, max: number) => wholeNumber(fallback, min, max).transform((s) => s * 1000);

/**
 * An IP address or a host name. Four dotted numbers that are not an IPv4 address (999.1.1.1) are a
 * typo, not a name to look up. Whether the address can be listened on is checked by listening
 * (main.ts turns that error into a configuration error too).
 */
const host = setting("127.0.0.1").refine(
  (value) => isIP(value) !== 0 || (!/^[\d.]+$/.test(value) && /^[A-Za-z0-9]([A-Za-z0-9.-]{0,252})$/.test(value)),
  "must be an IP address (127.0.0.1, 0.0.0.0, ::) or a host name",
);

/**
 * What one client address, and all of them together, may hold (server/README.md, "Limits"). The
 * per-address limits are what keep one attacker from using up the shared ones.
 */
const LimitSettings = {
  MAX_CONNECTIONS: wholeNumber(1024, 1, 1_000_000),
  MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(32, 1, 1_000_000),
  MAX_BODIES: wholeNumber(64, 1, 100_000),
  MAX_BODIES_PER_ADDRESS: wholeNumber(4, 1, 100_000),
  MAX_UPLOADS: wholeNumber(4, 1, 1000),
  MAX_UPLOADS_PER_ADDRESS: wholeNumber(1, 1, 1000),
  MAX_REQUESTS_PER_CONNECTION: wholeNumber(100, 1, 1_000_000),
  HEADERS_TIMEOUT: seconds(10, 1, 3600),
  REQUEST_TIMEOUT: seconds(30, 1, 3600),
  IDLE_TIMEOUT: seconds(10, 1, 3600),
  INBOX_MAX_FORM_PARTS: wholeNumber(64, 8, 10_000),
};

const EnvSchema = z
  .object({
    ...SHARED_ENV,
    HOST: host,
    PORT: wholeNumber(3000, 0, 65535),
    BUILD_DIR: setting(defaultBuildDir),
    INBOX_DB: setting("data/inbox.sqlite"),
    INBOX_ACCESS_KEY: setting(DEFAULT_ACCESS_KEY),
    INBOX_TRUST_PROXY: setting("0")
      .pipe(z.enum(["0", "1"], { error: "must be 0 or 1" }))
      .transform((v) => v === "1"),
    INBOX_PUBLIC_ORIGIN: setting("")
      .refine((v) => v === "" || (URL.canParse(v) && new URL(v).origin === v), "must be an origin like https://www.example.com (no path)")
      .transform((v) => v || null),
    INBOX_MIN_FILL_SECONDS: wholeNumber(MIN_FILL_SECONDS, 0, 3600),
    INBOX_BACKUP_DIR: setting(""),
    // Node's timers hold at most 2^31 ms (24.8 days).
    INBOX_BACKUP_EVERY_HOURS: setting(String(DEFAULT_BACKUP_EVERY_HOURS))
      .pipe(z.string().regex(/^\d+(\.\d+)?$/, "must be a number of hours such as 24 or 0.5"))
      .transform(Number)
      .pipe(z.number().min(0.01, "must be between 0.01 and 576").max(576, "must be between 0.01 and 576")),
    INBOX_BACKUP_KEEP: wholeNumber(DEFAULT_BACKUP_KEEP, 1, 10_000),
    ...LimitSettings,
    ...MAIL_ENV,
  })
  .transform((env, ctx) => ({ ...env, mail: mailSettings(env, ctx) }));

export interface ServerLimits {
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** Enquiry bodies being read at once, in all and from one address. */
  maxBodies: number;
  maxBodiesPerAddress: number;
  /** Bodies over 1 MB (the vendor form's documents) read at once, in all and from one address. */
  maxUploads: number;
  maxUploadsPerAddress: number;
  /** Requests on one connection (keep-alive or pipelined); Node answers the rest 503 and closes. */
  maxRequestsPerConnection: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** A connection with no traffic either way for this long is closed (also one that never sends a byte). */
  idleTimeoutMs: number;
  /** Multipart parts (fields and files) in one enquiry; the parser stops at the next one. */
  maxFormParts: number;
}

export interface ServerConfig {
  host: string;
  port: number;
  buildDir: string;
  /** `${buildDir}/client`: the prerendered site. */
  staticRoot: string;
  inboxDb: string;
  accessKey: string;
  /** Accepted submissions per minute per client address; 0 disables the limit. */
  rateLimitPerMinute: number;
  /** Take the client address from the last X-Forwarded-For entry (set by our reverse proxy). */
  trustProxy: boolean;
  /** SMTP notifications (notify/settings.ts); null: nobody is notified. */
  mail: MailSettings | null;
  /** Enquiries older than this many days are deleted by the server each day (inbox/retention-schedule.ts) and by `npm run inbox -- purge`. */
  retentionDays: number;
  /** The staff inbox's public origin (sign-in and passkeys); null: the request's own. */
  inboxOrigin: string | null;
  /** A form sent sooner than this after our server served its page is spam (inbox/spam.ts); 0: off. */
  minFillSeconds: number;
  /** The forms whose enquirers get an acknowledgement (with SMTP), and at most how many an hour per address and domain. */
  acknowledge: { forms: FormType[]; perAddress: number; perDomain: number };
  /** The server's own backups (backup/backup.ts); null without INBOX_BACKUP_DIR. */
  backup: BackupSettings | null;
  limits: ServerLimits;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const got = SECRET_VARIABLES.has(name) ? redactUrl(env[name] ?? "") : (env[name] ?? "");
    throw new ConfigError(`${name} ${issue.message}, got "${got}"`);
  }
  const e = parsed.data;
  const buildDir = path.resolve(cwd, e.BUILD_DIR);
  const inboxDb = path.resolve(cwd, e.INBOX_DB);
  const dbProblem = inboxPathProblem(inboxDb);
  if (dbProblem) throw new ConfigError(`INBOX_DB ${dbProblem}, got "${inboxDb}"`);
  const backupDir = e.INBOX_BACKUP_DIR;
  if (!backupDir) {
    const stray = ["INBOX_BACKUP_EVERY_HOURS", "INBOX_BACKUP_KEEP"].find((name) => env[name]?.trim());
    if (stray) throw new ConfigError(`${stray} needs INBOX_BACKUP_DIR, the folder the backups go to`);
  }
  return {
    host: e.HOST,
    port: e.PORT,
    buildDir,
    staticRoot: path.join(buildDir, "client"),
    inboxDb,
    accessKey: e.INBOX_ACCESS_KEY,
    rateLimitPerMinute: e.INBOX_RATE_LIMIT,
    trustProxy: e.INBOX_TRUST_PROXY,
    mail: e.mail,
    retentionDays: e.INBOX_RETENTION_DAYS,
    inboxOrigin: e.INBOX_PUBLIC_ORIGIN,
    minFillSeconds: e.INBOX_MIN_FILL_SECONDS,
    acknowledge: { forms: e.INBOX_ACKNOWLEDGE, perAddress: e.INBOX_ACK_PER_ADDRESS, perDomain: e.INBOX_ACK_PER_DOMAIN },
    backup: backupDir ? { dir: path.resolve(cwd, backupDir), everyHours: e.INBOX_BACKUP_EVERY_HOURS, keep: e.INBOX_BACKUP_KEEP } : null,
    limits: {
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      maxBodies: e.MAX_BODIES,
      maxBodiesPerAddress: e.MAX_BODIES_PER_ADDRESS,
      maxUploads: e.MAX_UPLOADS,
      maxUploadsPerAddress: e.MAX_UPLOADS_PER_ADDRESS,
      maxRequestsPerConnection: e.MAX_REQUESTS_PER_CONNECTION,
      headersTimeoutMs: e.HEADERS_TIMEOUT,
      requestTimeoutMs: e.REQUEST_TIMEOUT,
      idleTimeoutMs: e.IDLE_TIMEOUT,
      maxFormParts: e.INBOX_MAX_FORM_PARTS,
    },
  };
}
