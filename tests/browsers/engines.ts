import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { createBrotliDecompress } from "node:zlib";

/** MiniBrowser of Debian's webkit2gtk (the folder carries the API version, e.g. webkit2gtk-4.1). */
export function webkitBinary(): string {
  const lib = "/usr/lib/x86_64-linux-gnu";
  const dir = existsSync(lib) ? readdirSync(lib).find((d) => d.startsWith("webkit2gtk-")) : undefined;
  const binary = dir && `${lib}/${dir}/MiniBrowser`;
  if (!binary || !existsSync(binary)) throw new Error("No MiniBrowser: apt-get install -y webkit2gtk-driver");
  return binary;
}

/**
 * Chromium 113 (May 2023), the last before the Popover API: a real browser without it, as about 4%
 * of visits are (older Android browsers, Safari before 17). The npm package ships it brotli-packed
 * for AWS Lambda and unpacks it to /tmp/chromium, where @sparticuz/chromium 123 unpacks its own;
 * so it is unpacked here, once, into node_modules/.cache.
 */
export async function chromium113Binary(): Promise<string> {
  const binary = "node_modules/.cache/chromium-113/chromium";
  if (existsSync(binary)) return resolve(binary);
  const packed = "node_modules/chromium-113/bin/chromium.br";
  if (!existsSync(packed)) throw new Error("No Chromium 113: npm install (devDependency chromium-113)");
  mkdirSync(dirname(binary), { recursive: true });
  await pipeline(createReadStream(packed), createBrotliDecompress(), createWriteStream(`${binary}.part`, { mode: 0o755 }));
  renameSync(`${binary}.part`, binary);
  return resolve(binary);
}
