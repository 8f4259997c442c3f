// After the builds (scripts/build-languages.mjs): merge the other languages' pages (client/fr/…) and
// hashed files into the site (docs/decisions/0018), turn each language's prerendered /404 into its
// 404.html, give every page one URL form (about/index.html becomes about.html, served at /about by
// every host without a redirect), defer each page's hydration until it has loaded, write its hero
// artwork, header logo and enhancement script into it (inline-art.mjs, inline-enhance.mjs), and
// write the files the hosts read beside the pages (headers and redirects for Cloudflare Pages and
// our server, build/nginx/site.conf for nginx), the sitemap and robots.txt. Files for developers
// (READMEs) leave the client folder.
import { existsSync, readFileSync } from "node:fs";
import { copyFile, cp, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { checkNoDataForStaticPages } from "./check-page-data.mjs";
import { deferHydration } from "./defer-hydration.mjs";
import { inlineArt } from "./inline-art.mjs";
import { inlineEnhance } from "./inline-enhance.mjs";
import { filesUnder } from "./files-under.mjs";
// This script runs under tsx, so it reads the site's facts and settings from their TypeScript.
import { everyLanguagePaths as everyPage, languagesOf, prerenderPaths } from "../app/content/site-map.ts";
import { newsFeeds, pageFile, paths, unindexedPaths } from "../contract/site-paths.ts";
import { buildDirectory, builtEnv, languageBuildDirectory, loadBuildEnv } from "../config/build-env.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, LANGUAGES, localPath } from "../contract/languages.ts";
import { headerRules, pagePolicy } from "./security-headers.mjs";
import { inboxPaths, SIGN_IN_MESSAGE_ATTRIBUTE } from "../contract/inbox.ts";
import { slotOffset } from "./message-slot.mjs";
import { acknowledgementMails } from "./acknowledgement-mail.ts";
import { ACKNOWLEDGEMENT_FILE } from "../contract/acknowledgement.ts";
import { cloudflareHeaders, cloudflareRedirects, nginxSiteConf } from "./host-files.mjs";
import { buildServiceWorker } from "./build-service-worker.mjs";
import { sitemapXml } from "./sitemap.ts";
import { movedAddresses } from "../app/content/moved-addresses.ts";
import { publishedPathsFile, recordPublishedPaths } from "../app/content/published-paths.ts";

const buildDir = buildDirectory();
const client = join(buildDir, "client");
// The settings of the mode the site was built in (React Router's buildEnd hook records it).
const { mode, siteUrl, formEndpoint } = builtEnv(buildDir);

/** Stops the build when the bundle posts forms to an endpoint other than the one the CSP allows. */
async function checkEndpointMatchesBundle() {
  const assets = join(client, "assets");
  const js = (
    await Promise.all((await readdir(assets)).filter((f) => f.endsWith(".js")).map((f) => readFile(join(assets, f), "utf8")))
  ).join("\n");
  const other = ["production", "inbox"].map((m) => loadBuildEnv(m).formEndpoint).filter((endpoint) => endpoint !== formEndpoint);
  const stray = other.find((endpoint) => js.includes(JSON.stringify(endpoint)));
  if (stray && !js.includes(JSON.stringify(formEndpoint))) {
    throw new Error(`postbuild: the bundle posts to ${stray} but mode "${mode}" allows ${formEndpoint}`);
  }
}

/** Each language's 404 page, as served: 404.html at the root, fr/404.html below /fr. */
const notFoundFiles = LANGUAGES.map((language) => pageFile(localPath("/404", language)));

/**
 * Moves another language's build (docs/decisions/0018; react-router.config.ts) into the site: its
 * pages (client/fr/…) and its hashed files, which share their names with the default build's where
 * the content is the same. Its build must be in the same mode (the same form endpoint and site URL).
 */
async function mergeLanguageBuild(language) {
  const dir = languageBuildDirectory(buildDir, language);
  if (!existsSync(join(dir, "client")))
    throw new Error(`postbuild: no ${language} build in ${dir}: run the whole npm run build or build:local`);
  const built = builtEnv(dir);
  if (built.mode !== mode || built.language !== language) {
    throw new Error(`postbuild: ${dir} holds a ${built.language} build in mode "${built.mode}", not ${language} in mode "${mode}"`);
  }
  const prefix = LANGUAGE_FACTS[language].prefix;
  await rm(join(client, prefix), { recursive: true, force: true });
  await rename(join(dir, "client", prefix), join(client, prefix));
  await cp(join(dir, "client", "assets"), join(client, "assets"), { recursive: true, force: false });
  await rm(dir, { recursive: true });
}

/** Moves `about/index.html` to `about.html`: Cloudflare Pages answers /about with a 308 to /about/ otherwise. */
async function cleanUrlFiles() {
  for (const path of everyPage.filter((p) => p !== "/")) {
    const from = join(client, path.slice(1), "index.html");
    if (!existsSync(from)) throw new Error(`postbuild: ${path} was not prerendered`);
    await rename(from, join(client, pageFile(path)));
    await rmdir(dirname(from)).catch(() => {}); // only when empty: /about/ still holds /about/history.html
  }
}

/**
 * The enhancement script's fallback chunks (scripts/build-enhance.mjs) in assets/: the script, written
 * into every page, imports them by absolute URL, only in browsers that lack a feature.
 */
async function copyFallbackChunks() {
  for (const chunk of (await readdir("app/generated")).filter((f) => /^enhance-.+\.js$/.test(f))) {
    await copyFile(join("app/generated", chunk), join(client, "assets", chunk));
  }
}

/**
 * The staff inbox's documents (app/routes/inbox*.tsx) leave the static folder: no static host may
 * serve them (only our server does, behind sign-in, server/staff/). Their CSPs are computed here
 * like every page's, from their own inline scripts, for the server to send.
 */
async function moveInboxOut() {
  const out = join(buildDir, "inbox");
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const docs = { app: inboxPaths.app, login: inboxPaths.login };
  // InboxPages (server/staff/page-message.ts): read by the Node server (server/staff/pages.ts) and
  // bundled into the Worker (its `@deltaforge-build/inbox-pages` alias, server/worker/wrangler.jsonc).
  const pages = {};
  for (const [name, path] of Object.entries(docs)) {
    const html = await readFile(join(client, path.slice(1), "index.html"), "utf8");
    // Same origin only: the inbox frames nothing and talks to nothing else.
    pages[name] = { html, policy: pagePolicy(html, null, []) };
  }
  // Where the server writes its answer into the sign-in page (server/staff/page-message.ts withMessage).
  const messageAt = slotOffset(pages.login.html, SIGN_IN_MESSAGE_ATTRIBUTE);
  if (messageAt < 0) throw new Error(`postbuild: the sign-in page has no ${SIGN_IN_MESSAGE_ATTRIBUTE} element for the server's messages`);
  pages.login.messageAt = messageAt;
  await writeFile(join(out, "pages.json"), JSON.stringify(pages));
  await rm(join(client, inboxPaths.app.slice(1)), { recursive: true });
}

for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) await mergeLanguageBuild(language);
await moveInboxOut();
for (const language of LANGUAGES) {
  const notFoundDir = join(client, localPath("/404", language).slice(1));
  if (!existsSync(join(notFoundDir, "index.html"))) throw new Error(`postbuild: ${localPath("/404", language)} was not prerendered`);
  await copyFile(join(notFoundDir, "index.html"), join(client, pageFile(localPath("/404", language))));
  await rm(notFoundDir, { recursive: true });
  // React Router also writes a .data twin of every prerendered resource route; nothing fetches the
  // twins of the search index (the /search page fetches the JSON itself) or of the news feeds.
  // Every path is prerendered and unknown ones get 404.html, so no host uses the SPA fallback.
  const prefix = LANGUAGE_FACTS[language].prefix.slice(1);
  for (const file of [paths.searchIndex, newsFeeds.rss.path, newsFeeds.atom.path])
    await rm(join(client, prefix, `${file.slice(1)}.data`), { force: true });
  await rm(join(client, prefix, "__spa-fallback.html"), { force: true });
}
await cleanUrlFiles();
await copyFallbackChunks();
for (const readme of (await filesUnder(client)).filter((file) => file.split("/").pop() === "README.md")) {
  await rm(join(client, readme));
}

// Pages that exist but are not for search engines: those the list of pages marks so
// (contract/site-paths.ts); the 404 page and the content editor are not in the list.
const sitemapPaths = prerenderPaths.filter((path) => !unindexedPaths.includes(path)).sort();
await writeFile(join(client, "sitemap.xml"), sitemapXml(siteUrl, sitemapPaths, languagesOf));
await writeFile(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
await checkEndpointMatchesBundle();
await checkNoDataForStaticPages(client);
// A count placeholder (app/content/copy-counts.ts) in a page's text: the module that reads that
// copy does not fill counts. The content check knows the names; only the pages show what was filled.
for (const path of everyPage) {
  const left = readFileSync(join(client, pageFile(path)), "utf8").match(/\{(?:[a-z]+Count|Count)\}/i);
  if (left) throw new Error(`postbuild: ${path} shows ${left[0]}: fill it where its copy is read (app/content/copy-counts.ts fillCounts)`);
}
// Before the headers: the CSP hashes the inline scripts as they are served.
const readArt = (path) => readFileSync(join(client, path), "utf8");
const enhance = readFileSync("app/generated/enhance.js", "utf8");
// The site's own pages only: the content editor's page (admin/index.html) is Decap's, under its own CSP.
const sitePages = [...everyPage.map(pageFile), ...notFoundFiles];
for (const file of sitePages) {
  const page = await readFile(join(client, file), "utf8");
  await writeFile(join(client, file), inlineEnhance(inlineArt(deferHydration(page), readArt), enhance));
}
// The pages as served: the worker saves the offline page as it is now.
const precached = await buildServiceWorker(client);
const files = await filesUnder(client);
const read = (file) => readFile(join(client, file), "utf8");
// Unknown addresses get their language's 404 page under the `/*` rule, whose policy is the default
// language's 404 page's: the others must run the same inline scripts (they differ only in text).
const notFoundPolicy = pagePolicy(await read(notFoundFiles[0]), formEndpoint);
for (const file of notFoundFiles.slice(1)) {
  if (pagePolicy(await read(file), formEndpoint) !== notFoundPolicy)
    throw new Error(`postbuild: ${file} runs other inline scripts than ${notFoundFiles[0]}: the hosts serve both under one policy`);
}
const rules = headerRules({
  pages: await Promise.all(everyPage.map(async (path) => ({ path, html: await read(pageFile(path)) }))),
  notFoundHtml: await read("404.html"),
  files,
  formEndpoint,
});
await writeFile(join(client, "_headers"), cloudflareHeaders(rules));
await writeFile(join(client, "_redirects"), cloudflareRedirects(movedAddresses));
// The acknowledgement mail's words for our inbox's server, beside client/ so it is never served.
await writeFile(join(buildDir, ACKNOWLEDGEMENT_FILE), JSON.stringify(acknowledgementMails(), null, 2) + "\n");
await mkdir(join(buildDir, "nginx"), { recursive: true });
await writeFile(join(buildDir, "nginx", "site.conf"), nginxSiteConf(rules, movedAddresses));
// Every page this build published stays an address to answer (docs/decisions/0019): a new one joins the list.
const published = recordPublishedPaths(prerenderPaths) ? `, new pages added to ${publishedPathsFile} (commit it)` : "";

console.log(
  `postbuild: ${LANGUAGES.join(" and ")} merged, ${notFoundFiles.join(", ")}, ${everyPage.length} pages as name.html, deferred hydration, hero art, logo, tab icon and enhancement script inlined, sitemap.xml (${sitemapPaths.length} pages in ${LANGUAGES.length} languages), robots.txt, _headers (${rules.length} rules), _redirects (${movedAddresses.length} moved addresses), ${ACKNOWLEDGEMENT_FILE}, sw.js (saves ${precached.length} files at install) and ${join(buildDir, "nginx", "site.conf")} (mode ${mode}, forms → ${formEndpoint}, site ${siteUrl})${published}`,
);
