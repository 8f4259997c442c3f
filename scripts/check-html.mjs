// Validates every built page with the Nu Html Checker (vnu, the W3C validator). Errors only;
// exits 1 and lists each error by page and line when there is any. Usage: npm run check:html
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const client = join(process.env.BUILD_DIR ?? "build", "client");
const jar = fileURLToPath(new URL("../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url));

if (!existsSync(join(client, "index.html"))) {
  console.error(`check:html: no built site at ${client}: run \`npm run build:local\` first.`);
  process.exit(1);
}

const run = spawnSync("java", ["-jar", jar, "--errors-only", "--skip-non-html", "--format", "json", client], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) {
  console.error(`check:html: could not run java: ${run.error.message}`);
  process.exit(1);
}

let messages;
try {
  messages = JSON.parse(run.stderr || run.stdout || "{}").messages ?? [];
} catch {
  console.error(`check:html: vnu did not answer with JSON:\n${run.stderr}${run.stdout}`);
  process.exit(1);
}

/**
 * Where vnu is behind the HTML standard, each with the standard's word. `blocking` on
 * `<link rel=expect>` (the home page's, routes/home.tsx): the standard allows it with `expect` as
 * with `stylesheet` (html.spec.whatwg.org, "attr-link-blocking"); vnu 26.9.27 knows only the latter.
 */
const behindTheStandard = [
  (m) => m.message.includes("“blocking” attribute must have a “rel” attribute") && /<link rel="expect"/.test(m.extract ?? ""),
];

const errors = messages
  .filter((m) => m.type === "error" || m.subType === "fatal" || m.type === "non-document-error")
  .filter((m) => !behindTheStandard.some((known) => known(m)));
if (errors.length === 0) {
  console.log(`check:html: no HTML errors in ${client}`);
  process.exit(0);
}

const byPage = new Map();
for (const m of errors) {
  const page = m.url ? relative(client, fileURLToPath(m.url)) : "(unknown file)";
  byPage.set(page, [...(byPage.get(page) ?? []), m]);
}
console.error(`check:html: ${errors.length} HTML error(s) in ${byPage.size} page(s):`);
for (const [page, list] of byPage) {
  console.error(`\n${page}`);
  for (const m of list) {
    console.error(`  line ${m.lastLine ?? "?"}:${m.firstColumn ?? m.lastColumn ?? "?"}  ${m.message}`);
    if (m.extract) console.error(`    ${m.extract.replace(/\s+/g, " ").trim().slice(0, 160)}`);
  }
}
process.exit(1);
