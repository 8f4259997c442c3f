// Copies Decap CMS's prebuilt bundle (the main file and the chunks it loads beside itself) from
// node_modules into public/admin/decap-cms/, so the development server and the build serve it at
// /admin/decap-cms/ and only /admin/ ever loads it. The folder is git-ignored: the bundle comes
// from the locked npm package, never from the repository.
import { cp, mkdir, readdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const dist = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist");
const target = "public/admin/decap-cms";

// The package ships two identical builds (cms.js and decap-cms.js) with source maps; one is enough.
const files = (await readdir(dist)).filter((name) => /(^|\.)decap-cms\.js$/.test(name));
if (!files.includes("decap-cms.js")) throw new Error(`copy-decap: no decap-cms.js in ${dist}`);

await rm(target, { recursive: true, force: true });
await mkdir(target, { recursive: true });
await Promise.all(files.map((name) => cp(join(dist, name), join(target, name))));
console.log(`copy-decap: ${files.length} files of Decap CMS copied to ${target}`);
