// `react-router build` once per language of contract/languages.ts (docs/decisions/0018): the
// default language's build is the site; each other one (VITE_SITE_LANG=fr) is the same app under
// its prefix, which scripts/postbuild.mjs merges in. Arguments go to every build (`--mode inbox`).
// Run under tsx (package.json), so it reads the table of languages from its TypeScript.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { LANGUAGES } from "../contract/languages.ts";

const cli = fileURLToPath(new URL("../node_modules/@react-router/dev/bin.js", import.meta.url));
for (const language of LANGUAGES) {
  console.log(`build-languages: ${language}`);
  const run = spawnSync(process.execPath, [cli, "build", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, VITE_SITE_LANG: language },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
