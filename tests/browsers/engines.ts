import { existsSync, readdirSync } from "node:fs";

/** MiniBrowser of Debian's webkit2gtk (the folder carries the API version, e.g. webkit2gtk-4.1). */
export function webkitBinary(): string {
  const lib = "/usr/lib/x86_64-linux-gnu";
  const dir = existsSync(lib) ? readdirSync(lib).find((d) => d.startsWith("webkit2gtk-")) : undefined;
  const binary = dir && `${lib}/${dir}/MiniBrowser`;
  if (!binary || !existsSync(binary)) throw new Error("No MiniBrowser: apt-get install -y webkit2gtk-driver");
  return binary;
}
