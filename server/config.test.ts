import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_ACCESS_KEY, loadConfig } from "./config";
import { memoryBackedStorage, mountType } from "./inbox-path";

describe("loadConfig", () => {
  it("has safe local defaults", () => {
    const c = loadConfig({}, "/srv/site");
    expect(c).toMatchObject({
      host: "127.0.0.1",
      port: 3000,
      buildDir: path.resolve("/srv/site/build"),
      staticRoot: path.resolve("/srv/site/build/client"),
      inboxDb: path.resolve("/srv/site/data/inbox.sqlite"),
      accessKey: DEFAULT_ACCESS_KEY,
      rateLimitPerMinute: 10,
      trustProxy: false,
      mail: null,
      retentionDays: 365,
      limits: {
        maxConnections: 1024,
        maxConnectionsPerAddress: 32,
        maxBodies: 64,
        maxBodiesPerAddress: 4,
        maxUploads: 4,
        maxUploadsPerAddress: 1,
        maxRequestsPerConnection: 100,
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        idleTimeoutMs: 10_000,
        maxFormParts: 64,
      },
    });
    expect(DEFAULT_ACCESS_KEY).toBe("local-inbox-key");
  });

  it("reads every variable", () => {
    const c = loadConfig(
      {
        HOST: "0.0.0.0",
        PORT: "8080",
        BUILD_DIR: "out",
        INBOX_DB: "/tmp/x.sqlite",
        INBOX_ACCESS_KEY: "k",
        INBOX_RATE_LIMIT: "0",
        INBOX_TRUST_PROXY: "1",
      },
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

  it("reads the limits and the retention", () => {
    const c = loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: "8", IDLE_TIMEOUT: "3", INBOX_RETENTION_DAYS: "90" }, "/srv/site");
    expect(c.limits.maxConnectionsPerAddress).toBe(8);
    expect(c.limits.idleTimeoutMs).toBe(3000);
    expect(c.retentionDays).toBe(90);
    expect(() => loadConfig({ MAX_BODIES_PER_ADDRESS: "0" })).toThrow(/MAX_BODIES_PER_ADDRESS must be between 1/);
  });

  it("names a host that cannot be an address", () => {
    expect(() => loadConfig({ HOST: "999.1.1.1" })).toThrow(/HOST must be an IP address .*got "999.1.1.1"/);
    expect(() => loadConfig({ HOST: "bad host" })).toThrow(/HOST must be/);
    expect(loadConfig({ HOST: "::" }).host).toBe("::");
    expect(loadConfig({ HOST: "localhost" }).host).toBe("localhost");
  });

  it("names an inbox path that cannot hold a database, without touching it", () => {
    expect(() => loadConfig({ INBOX_DB: "/proc/1/inbox/inbox.sqlite" })).toThrow(/INBOX_DB is inside \/proc.*proc file system/);
    expect(() => loadConfig({ INBOX_DB: "/proc/version" })).toThrow(/INBOX_DB .*proc/);
    expect(() => loadConfig({ INBOX_DB: "/tmp" })).toThrow(/INBOX_DB is not a regular file, got "\/tmp"/);
  });

  // tmpfs and devtmpfs share one statfs magic number; only /dev's devtmpfs is refused.
  it.runIf(memoryBackedStorage("/dev/shm/x") === "tmpfs")("accepts a folder on tmpfs", () => {
    expect(loadConfig({ INBOX_DB: "/dev/shm/inbox/inbox.sqlite" }).inboxDb).toBe("/dev/shm/inbox/inbox.sqlite");
  });

  it.runIf(mountType("/dev") === "devtmpfs")("still refuses devtmpfs", () => {
    expect(() => loadConfig({ INBOX_DB: "/dev/inbox/inbox.sqlite" })).toThrow(/INBOX_DB is inside \/dev, a devtmpfs file system/);
  });
});
