// Bundles app/enhance/ (the one framework-free script every page runs, docs/decisions/0006, 0008)
// into app/generated/enhance.js. The postbuild writes that file into every page
// (scripts/inline-enhance.mjs) and copies its fallback chunks to /assets/; the dev server (`--dev`)
// loads it as a file from /app/generated/. esbuild (already here through tsx) rather than a second
// Vite entry: React Router's plugin owns the client build's entries.
import { build } from "esbuild";
import { readdir, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

// Old chunks out, so postbuild copies only this build's.
const out = new URL("../app/generated/", import.meta.url);
for (const old of (await readdir(out).catch(() => [])).filter((f) => f.startsWith("enhance-"))) await rm(new URL(old, out));
await build({
  absWorkingDir: root,
  entryPoints: { enhance: "app/enhance/main.ts" },
  outdir: "app/generated",
  // Each fallback (app/enhance/fallbacks.ts) is a chunk of its own, loaded only where needed.
  splitting: true,
  chunkNames: "enhance-[name]-[hash]",
  // Chunks are imported by absolute URL: the inline script has no file URL to be relative to.
  publicPath: process.argv.includes("--dev") ? "/app/generated/" : "/assets/",
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2022",
  // The `~/` alias of tsconfig.json resolves as in the app.
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
