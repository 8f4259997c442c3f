// After `react-router build`: turn the prerendered /404 into 404.html, defer each page's hydration
// until it has loaded, and write the files a static host needs beside the pages (security headers
// for Netlify/Cloudflare and nginx, sitemap, robots.txt).
import { existsSync } from "node:fs";
import { copyFile, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, join, relative, sep } from "node:path";
import { loadEnv } from "vite";
import { checkNoDataForStaticPages } from "./check-page-data.mjs";
import { deferHydration } from "./defer-hydration.mjs";
import { filesUnder } from "./files-under.mjs";
// This script runs under tsx, so it reads the site's facts from the contract's TypeScript.
import { unindexedPaths } from "../contract/site-paths.ts";
import { siteUrlFrom } from "../contract/site-url.ts";
import { writeSecurityHeaders } from "./security-headers.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const client = join(buildDir, "client");
const siteUrl = siteUrlFrom(process.env.VITE_SITE_URL);

// Pages that exist but are not for search engines: those the list of pages marks so
// (contract/site-paths.ts), the 404 page and the content editor (public/admin/, docs/cms.md).
const notInSitemap = new Set(["/404", ...unindexedPaths, "/admin"]);

// The Vite mode the site was built in decides the form endpoint the CSP must allow; React Router's
// buildEnd hook records it (react-router.config.ts).
const { mode } = JSON.parse(await readFile(join(buildDir, "build-mode.json"), "utf8"));
// Without a setting the forms post to the third-party service (.env.example).
const defaultFormEndpoint = "https://api.web3forms.com/submit";
const formEndpoint = loadEnv(mode, process.cwd(), "VITE_").VITE_FORM_ENDPOINT || defaultFormEndpoint;

/** Every HTML file under `dir`: the pages (index.html), 404.html and React Router's SPA fallback. */
async function htmlFiles(dir) {
  return (await filesUnder(dir)).filter((file) => file.endsWith(".html")).map((file) => join(dir, file));
}

function urlPath(file) {
  const dir = relative(client, file).split(sep).slice(0, -1).join("/");
  return dir ? `/${dir}` : "/";
}

/** Stops the build when the bundle posts forms to an endpoint other than the one the CSP allows. */
async function checkEndpointMatchesBundle() {
  const assets = join(client, "assets");
  const js = (await Promise.all((await readdir(assets)).filter((f) => f.endsWith(".js")).map((f) => readFile(join(assets, f), "utf8")))).join("\n");
  const other = ["production", "inbox"]
    .map((m) => loadEnv(m, process.cwd(), "VITE_").VITE_FORM_ENDPOINT || defaultFormEndpoint)
    .filter((endpoint) => endpoint && endpoint !== formEndpoint);
  const stray = other.find((endpoint) => js.includes(JSON.stringify(endpoint)));
  if (stray && !js.includes(JSON.stringify(formEndpoint))) {
    throw new Error(`postbuild: the bundle posts to ${stray} but mode "${mode}" allows ${formEndpoint}`);
  }
}

const notFoundDir = join(client, "404");
if (!existsSync(join(notFoundDir, "index.html"))) throw new Error("postbuild: /404 was not prerendered");
await copyFile(join(notFoundDir, "index.html"), join(client, "404.html"));
await rm(notFoundDir, { recursive: true });
// React Router also writes a .data twin of every prerendered resource route; nothing fetches the
// search index's twin (the /search page fetches the JSON itself).
await rm(join(client, "search-index.json.data"), { force: true });

const html = await htmlFiles(client);
const pages = html
  .filter((file) => basename(file) === "index.html")
  .map(urlPath)
  .filter((path) => !notInSitemap.has(path))
  .sort();
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages.map((path) => `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc></url>`).join("\n")}
</urlset>
`;
await writeFile(join(client, "sitemap.xml"), sitemap);
await writeFile(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
await checkEndpointMatchesBundle();
await checkNoDataForStaticPages(client);
// Before the headers: the CSP hashes the inline scripts as they are served.
for (const file of html) {
  await writeFile(file, deferHydration(await readFile(file, "utf8")));
}
await writeSecurityHeaders(client, { formEndpoint });

console.log(
  `postbuild: 404.html, deferred hydration, sitemap.xml (${pages.length} pages), robots.txt, _headers and nginx-headers.conf (mode ${mode}, forms → ${formEndpoint || "none"}) written to ${client}`,
);
