import type { Config } from "@react-router/dev/config";
import { writeFile } from "node:fs/promises";
import { validateContent } from "./app/content/catalog";
import { pagesIn } from "./app/content/site-map";
import { siteLanguage, siteLanguageFacts } from "./app/lib/site-language";
import { DEFAULT_LANGUAGE } from "./contract/languages";
import { newsFeeds, paths } from "./contract/site-paths";
import { inboxPaths } from "./contract/inbox";
import { buildDirectory as buildDir, buildModeFile, languageBuildDirectory } from "./config/build-env";

// One build per language (docs/decisions/0018): VITE_SITE_LANG picks it. Another language than the
// default is the same app under its prefix (basename "/fr/": React Router prerenders client/fr/…
// and every route keeps its address below it), built into a folder of its own that
// scripts/postbuild.mjs merges into the site.
const isDefaultLanguage = siteLanguage === DEFAULT_LANGUAGE;
const buildDirectory = languageBuildDirectory(buildDir(), siteLanguage);

// Every route ships as real HTML with its content; only pages whose widgets need React hydrate
// (docs/decisions/0001, 0006).
export default {
  ssr: false,
  basename: isDefaultLanguage ? "/" : `${siteLanguageFacts.prefix}/`,
  // BUILD_DIR lets several checkouts or test runs build side by side without clobbering each other.
  buildDirectory,
  // Content is validated against its schemas before anything is rendered.
  prerender() {
    validateContent();
    // The addresses below the basename: this language's pages (an English-only post is no French
    // page) and its feeds. The staff inbox's two documents (English only, in the
    // default language's build) leave build/client in the postbuild (served by our server only).
    const staff = isDefaultLanguage ? [inboxPaths.app, inboxPaths.login] : [];
    return [...pagesIn(siteLanguage), "/404", paths.searchIndex, newsFeeds.rss.path, newsFeeds.atom.path, ...staff];
  },
  // The Vite mode the site was built in (`--mode inbox` for the local inbox) and its language, for
  // scripts/postbuild.mjs: the mode decides the form endpoint the CSP must allow, and every
  // language's build must share it.
  async buildEnd({ viteConfig }) {
    await writeFile(buildModeFile(buildDirectory), JSON.stringify({ mode: viteConfig.mode, language: siteLanguage }));
  },
} satisfies Config;
