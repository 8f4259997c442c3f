// After `react-router build`: turn the prerendered /404 into 404.html and write the files a
// static host needs beside the pages (security headers, sitemap, robots.txt).
import { existsSync } from "node:fs";
import { copyFile, readdir, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { writeHeadersFile } from "./security-headers.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const client = join(buildDir, "client");
const siteUrl = (process.env.VITE_SITE_URL ?? "https://www.deltaforge.example").replace(/\/+$/, "");

// Pages that exist but are not for search engines: search results and the alias of the yard page.
const notInSitemap = new Set(["/404", "/search", "/fabrication-yard"]);

async function htmlPages(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlPages(full)));
    else if (entry.name === "index.html") found.push(full);
  }
  return found;
}

function urlPath(file) {
  const dir = relative(client, file).split(sep).slice(0, -1).join("/");
  return dir ? `/${dir}` : "/";
}

const notFoundDir = join(client, "404");
if (!existsSync(join(notFoundDir, "index.html"))) throw new Error("postbuild: /404 was not prerendered");
await copyFile(join(notFoundDir, "index.html"), join(client, "404.html"));
await rm(notFoundDir, { recursive: true });

const pages = (await htmlPages(client)).map(urlPath).filter((path) => !notInSitemap.has(path)).sort();
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages.map((path) => `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc></url>`).join("\n")}
</urlset>
`;
await writeFile(join(client, "sitemap.xml"), sitemap);
await writeFile(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
await writeHeadersFile(client);

console.log(`postbuild: 404.html, sitemap.xml (${pages.length} pages), robots.txt, _headers written to ${client}`);
