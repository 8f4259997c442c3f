import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_ACCESS_KEY, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has safe local defaults", () => {
    const c = loadConfig({}, "/srv/site");
    expect(c).toEqual({
      host: "127.0.0.1",
      port: 3000,
      buildDir: path.resolve("/srv/site/build"),
      staticRoot: path.resolve("/srv/site/build/client"),
      inboxDb: path.resolve("/srv/site/data/inbox.sqlite"),
      accessKey: DEFAULT_ACCESS_KEY,
      rateLimitPerMinute: 10,
      trustProxy: false,
      mail: null,
    });
    expect(DEFAULT_ACCESS_KEY).toBe("local-inbox-key");
  });

  it("reads every variable", () => {
    const c = loadConfig(
      { HOST: "0.0.0.0", PORT: "8080", BUILD_DIR: "out", INBOX_DB: "/tmp/x.sqlite", INBOX_ACCESS_KEY: "k", INBOX_RATE_LIMIT: "0", INBOX_TRUST_PROXY: "1" },
      "/srv/site",
    );
    expect(c).toMatchObject({
      host: "0.0.0.0",
      port: 8080,
      staticRoot: path.resolve("/srv/site/out/client"),
      inboxDb: "/tmp/x.sqlite",
      accessKey: "k",
      rateLimitPerMinute: 0,
      trustProxy: true,
    });
  });

  it("rejects bad numbers with a clear message", () => {
    expect(() => loadConfig({ PORT: "http" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT must be between/);
    expect(() => loadConfig({ PORT: "8080x" })).toThrow(/PORT must be a whole number, got "8080x"/);
    expect(() => loadConfig({ INBOX_RATE_LIMIT: "-1" })).toThrow(/INBOX_RATE_LIMIT/);
    expect(() => loadConfig({ INBOX_TRUST_PROXY: "yes" })).toThrow(/INBOX_TRUST_PROXY must be 0 or 1/);
  });
});
