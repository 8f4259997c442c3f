/** Server settings from environment variables (documented in server/README.md), parsed by one zod schema. */
import path from "node:path";
import { z } from "zod";
import { defaultBuildDir } from "../config/build-dir";

export const DEFAULT_ACCESS_KEY = "local-inbox-key";

export class ConfigError extends Error {}

/** Unset or blank means the default; surrounding spaces are ignored. */
const setting = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === "" ? fallback : raw.trim()));

const wholeNumber = (fallback: number, min: number, max: number) =>
  setting(String(fallback))
    .pipe(z.string().regex(/^\d+$/, "must be a whole number"))
    .transform(Number)
    .pipe(z.number().min(min, `must be between ${min} and ${max}`).max(max, `must be between ${min} and ${max}`));

const EnvSchema = z.object({
  HOST: setting("127.0.0.1"),
  PORT: wholeNumber(3000, 0, 65535),
  BUILD_DIR: setting(defaultBuildDir),
  INBOX_DB: setting("data/inbox.sqlite"),
  INBOX_ACCESS_KEY: setting(DEFAULT_ACCESS_KEY),
  INBOX_RATE_LIMIT: wholeNumber(10, 0, 1_000_000),
  INBOX_TRUST_PROXY: setting("0").pipe(z.enum(["0", "1"], { error: "must be 0 or 1" })).transform((v) => v === "1"),
});

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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`${name} ${issue.message}, got "${env[name] ?? ""}"`);
  }
  const e = parsed.data;
  const buildDir = path.resolve(cwd, e.BUILD_DIR);
  return {
    host: e.HOST,
    port: e.PORT,
    buildDir,
    staticRoot: path.join(buildDir, "client"),
    inboxDb: path.resolve(cwd, e.INBOX_DB),
    accessKey: e.INBOX_ACCESS_KEY,
    rateLimitPerMinute: e.INBOX_RATE_LIMIT,
    trustProxy: e.INBOX_TRUST_PROXY,
  };
}
