import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The socket's address, or behind our proxy the one it appended to X-Forwarded-For: the last entry,
 * since the ones before it come from the client and can be anything. Hono has no trusted-proxy helper.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const appended = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (appended && isIP(appended)) return appended;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
