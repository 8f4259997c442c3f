// Builds the service worker (app/service-worker/sw.ts, Workbox) into build/client/sw.js, with the
// list of what it saves at install written in: the offline page of every language (/offline,
// /fr/offline: one worker serves the whole site), each revised by its content (Workbox's
// `self.__WB_MANIFEST`), and the stylesheets and fonts it uses (`self.__OFFLINE_FILES`, kept with
// the other hashed files: a precached file would be deleted when the next build's worker takes over,
// while pages saved under this build still need it).
// esbuild, as for the enhancement script (build-enhance.mjs): workbox-build's own bundler would
// bring Rollup and Babel for one file.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { build } from "esbuild";
import { Parser } from "htmlparser2";
import { SERVICE_WORKER_PATH } from "../contract/offline.ts";
import { pageFile, paths } from "../contract/site-paths.ts";
import { LANGUAGES, localPath } from "../contract/languages.ts";

/** The same-origin stylesheets a page links to, read with the HTML parser the other build scripts use. */
export function stylesheetLinks(html) {
  const styles = [];
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === "link" && attrs.rel?.split(/\s+/).includes("stylesheet") && attrs.href?.startsWith("/") && !attrs.href.startsWith("//"))
        styles.push(attrs.href);
    },
  });
  parser.end(html);
  return styles;
}

/** Same-origin stylesheets the page links to, and the files those stylesheets load (fonts). */
async function pageFiles(client, html) {
  const styles = stylesheetLinks(html);
  const inStyles = [];
  for (const style of styles) {
    const css = await readFile(join(client, style), "utf8");
    inStyles.push(...[...css.matchAll(/url\((\/assets\/[^)"']+)\)/g)].map((m) => m[1]));
  }
  return [...new Set([...styles, ...inStyles])];
}

/** Writes `client`/sw.js; returns what it saves at install. */
export async function buildServiceWorker(client) {
  const manifest = [];
  const files = new Set();
  for (const url of LANGUAGES.map((language) => localPath(paths.offline, language))) {
    const offlineHtml = await readFile(join(client, pageFile(url)), "utf8");
    manifest.push({ url, revision: createHash("sha256").update(offlineHtml).digest("hex").slice(0, 16) });
    for (const file of await pageFiles(client, offlineHtml)) files.add(file);
  }
  await build({
    entryPoints: ["app/service-worker/sw.ts"],
    outfile: join(client, SERVICE_WORKER_PATH.slice(1)),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    // Workbox logs each step to the console unless built for production.
    define: {
      "process.env.NODE_ENV": '"production"',
      "self.__WB_MANIFEST": JSON.stringify(manifest),
      "self.__OFFLINE_FILES": JSON.stringify([...files]),
    },
    logLevel: "warning",
  });
  return [...manifest.map((entry) => entry.url), ...files];
}
