// Bundles app/enhance/ (the one framework-free script every page loads, docs/decisions/0006) into
// app/generated/enhance.js. root.tsx imports that file with `?url&no-inline`, so Vite copies it
// into the build as a hashed, long-cached asset. esbuild (already here through tsx) rather than a
// second Vite entry: React Router's plugin owns the client build's entries.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: ["app/enhance/main.ts"],
  outfile: "app/generated/enhance.js",
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2022",
  // The `~/` alias of tsconfig.json resolves as in the app.
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
