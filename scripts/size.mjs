// Gzip size of the JavaScript each prerendered page loads (module scripts, modulepreloads, the
// modules its inline hydration script imports, and the inline scripts; JSON-LD is data, not
// JavaScript), measured on the build. Usage: npm run size [-- /path …]
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { inlineScripts } from "./security-headers.mjs";

const client = join(process.env.BUILD_DIR ?? "build", "client");
const defaults = ["/", "/about/who-we-are", "/services/engineering", "/projects", "/contact/quote", "/search"];
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaults;

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function pageScripts(html) {
  const files = new Set();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="(\/[^"]+\.js)"/g)) files.add(match[1]);
  const inline = inlineScripts(html).join("\n");
  // The deferred hydration script lists every module it preloads and imports (defer-hydration.mjs).
  for (const match of inline.matchAll(/"(\/assets\/[^"]+\.js)"/g)) files.add(match[1]);
  return { files: [...files], inline };
}

if (!existsSync(client)) {
  console.error(`No build at ${client}: run \`npm run build\` first.`);
  process.exit(1);
}

const rows = paths.map((path) => {
  const file = join(client, path === "/" ? "index.html" : `${path}/index.html`);
  const html = readFileSync(file, "utf8");
  const { files, inline } = pageScripts(html);
  const external = files.reduce((sum, src) => sum + gz(readFileSync(join(client, src))), 0);
  return { path, files: files.length, external, inline: gz(Buffer.from(inline)), html: gz(Buffer.from(html)) };
});

console.log("page                       scripts  JS (gzip)  inline JS  HTML (gzip)");
for (const row of rows) {
  console.log(
    `${row.path.padEnd(26)} ${String(row.files).padStart(7)}  ${kb(row.external + row.inline).padStart(9)}  ${kb(row.inline).padStart(9)}  ${kb(row.html).padStart(11)}`,
  );
}
