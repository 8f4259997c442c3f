/** Server settings from environment variables (documented in server/README.md). */
import path from "node:path";

export interface ServerConfig {
  host: string;
  port: number;
  buildDir: string;
  /** `${buildDir}/client`: the prerendered site. */
  staticRoot: string;
  inboxDb: string;
  accessKey: string;
  /** Submissions per minute per client address; 0 disables the limit. */
  rateLimitPerMinute: number;
}

export const DEFAULT_ACCESS_KEY = "local-inbox-key";

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw.trim() === "" ? fallback : raw.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const buildDir = path.resolve(cwd, text(env, "BUILD_DIR", "build"));
  return {
    host: text(env, "HOST", "127.0.0.1"),
    port: integer(env, "PORT", 3000, 0, 65535),
    buildDir,
    staticRoot: path.join(buildDir, "client"),
    inboxDb: path.resolve(cwd, text(env, "INBOX_DB", "data/inbox.sqlite")),
    accessKey: text(env, "INBOX_ACCESS_KEY", DEFAULT_ACCESS_KEY),
    rateLimitPerMinute: integer(env, "INBOX_RATE_LIMIT", 10, 0, 1_000_000),
  };
}
