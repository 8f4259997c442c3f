// `react-router build` once per language of contract/languages.ts (docs/decisions/0018): the
// default language's build is the site; each other one (VITE_SITE_LANG=fr) is the same app under
// its prefix, which scripts/postbuild.mjs merges in. Arguments go to every build (`--mode inbox`).
// The builds run side by side (each writes a folder of its own; bundling is mostly one core each),
// and each one's output is printed whole when it ends. Run under tsx (package.json), so it reads
// the table of languages from its TypeScript.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { LANGUAGES } from "../contract/languages.ts";

const cli = fileURLToPath(new URL("../node_modules/@react-router/dev/bin.js", import.meta.url));

function build(language) {
  const started = performance.now();
  const child = spawn(process.execPath, [cli, "build", ...process.argv.slice(2)], {
    env: { ...process.env, VITE_SITE_LANG: language },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((done) =>
    child.on("close", (code) => {
      process.stdout.write(Buffer.concat(output));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`build-languages: ${language} ${code === 0 ? "built" : `FAILED (exit ${code})`} in ${seconds} s`);
      done(code);
    }),
  );
}

const codes = await Promise.all(LANGUAGES.map(build));
if (codes.some((code) => code !== 0)) process.exit(1);
