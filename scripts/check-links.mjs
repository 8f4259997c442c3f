// Crawls the built site's files (no server): every internal href, src, srcset entry, <link> href and
// #anchor must resolve to a built page, file or element id; new-tab links must be external (with
// rel="noopener noreferrer") or downloads. Exits 1 with the list of broken references.
// Usage: npm run check:links (BUILD_DIR picks the build folder).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { filesUnder } from "./files-under.mjs";
import { checkPage, parsePage } from "./links.mjs";
// Run under tsx (package.json), so it reads the build's settings from their TypeScript module.
import { buildDirectory, builtEnv } from "../config/build-env.ts";

const client = join(buildDirectory(), "client");
// Absolute URLs on the public origin (canonical, og:url, og:image) are checked as internal.
const siteOrigin = existsSync(client) ? builtEnv().siteUrl : "";

if (!existsSync(join(client, "index.html"))) {
  console.error(`check:links: no built site at ${client}: run \`npm run build:local\` first.`);
  process.exit(1);
}

const files = new Set(await filesUnder(client));
const pages = new Map();
for (const file of [...files].filter((f) => f.endsWith(".html")).sort()) {
  pages.set(file, parsePage(await readFile(join(client, file), "utf8")));
}

let count = 0;
const report = [];
for (const [file, parsed] of pages) {
  count += parsed.refs.length;
  const problems = checkPage({ file, parsed, pages, files, siteOrigin });
  if (problems.length > 0) report.push([file, [...new Set(problems)]]);
}

if (report.length === 0) {
  console.log(`check:links: ${count} references in ${pages.size} pages, all resolve`);
  process.exit(0);
}
const total = report.reduce((sum, [, problems]) => sum + problems.length, 0);
console.error(`check:links: ${total} broken reference(s) in ${report.length} page(s):`);
for (const [file, problems] of report) {
  console.error(`\n${file}`);
  for (const problem of problems) console.error(`  ${problem}`);
}
process.exit(1);
