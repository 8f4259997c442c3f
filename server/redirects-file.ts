/**
 * The permanent redirects of the build's `_redirects` file (Cloudflare Pages' format, written by
 * scripts/host-files.mjs): `from to status` per line. Our server answers the moved addresses
 * (docs/decisions/0019) from the same file Cloudflare reads, so the list and the status are written
 * once. Only exact paths with a 301 or 308 are taken; the file's 200 lines are Cloudflare's
 * rewrites of the hidden paths, which static-site.ts hides itself.
 *
 * Ours because Hono has no reader for this format; it is four lines of splitting.
 */
import { existsSync, readFileSync } from "node:fs";

export type Moved = { to: string; status: 301 | 308 };

export function parseRedirects(text: string): Map<string, Moved> {
  const moved = new Map<string, Moved>();
  for (const line of text.split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from?.startsWith("/") || !to || from.includes("*") || from.includes(":")) continue;
    if (status === "301" || status === "308") moved.set(from, { to, status: Number(status) as Moved["status"] });
  }
  return moved;
}

/** The moved addresses of `<root>/_redirects`, none when the build wrote no such file. */
export function readRedirects(root: string): Map<string, Moved> {
  const file = `${root}/_redirects`;
  return existsSync(file) ? parseRedirects(readFileSync(file, "utf8")) : new Map();
}
