// The site's security headers, written to build/client/_headers (Netlify / Cloudflare Pages format).
// The local server (server/) reads the same file, so both send identical headers.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

export const baseHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
};

export async function writeHeadersFile(clientDir, headers = baseHeaders) {
  const lines = ["/*", ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  const assets = ["/assets/*", "  Cache-Control: public, max-age=31536000, immutable"];
  await writeFile(join(clientDir, "_headers"), `${lines.join("\n")}\n${assets.join("\n")}\n`);
}
