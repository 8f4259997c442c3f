import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import * as companyModule from "./app/content/company";
import * as pagesModule from "./app/content/pages";
import * as textPageTitlesModule from "./app/content/text-page-titles";
import { loadBuildEnv, viteDefines } from "./config/build-env";
import { withEnglish } from "./app/content/language";
import { localiseLinks } from "./app/content/local-links";
import { DEFAULT_LANGUAGE, type Language } from "./contract/languages";

// Every page that hydrates (docs/decisions/0006) needs React, React Router and the app shell
// (layout, shared ui and lib, the header's icons). Left to itself the bundler splits them into ~20
// small files, and on a slow mobile connection each request costs a round trip. Two chunks instead:
// the framework and the shell. Page-specific code keeps its own route chunks. Page meta is not in
// the shell: hydrating routes build it at build time in their loaders, so it ships as data.
const frameworkModules = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
// `ui/markdown` is left out: it renders editors' Markdown on pages that never hydrate, and in the
// shell it would bring react-markdown and its parser to every page that does (~30 KB gzip).
const shellModules =
  /app[\\/](ui(?![\\/]markdown)|lib|layout)[\\/]|contract[\\/]site-paths|app[\\/]content[\\/](company|navigation|not-found-page)\.ts|lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|defaultAttributes|context|shared[\\/][^\\/]+|icons[\\/](globe|phone|mail|map-pin|search|menu|x|chevron-down|arrow-up|network))\.m?js/;

/**
 * React Router's package exports name its development build for every mode (an open upstream
 * issue, remix-run/react-router#14102), so its dev-only warnings and checks would ship to every
 * browser. The package carries a production build beside it; the browser's build resolves there
 * (0.5 KB gzip less on each page that hydrates). The prerender keeps the package's own choice.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (source !== "react-router" && !source.startsWith("react-router/")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace(/([\\/]react-router[\\/]dist[\\/])development([\\/])/, "$1production$2") };
    },
  };
}

/** A content module (app/content/*.ts), which reads its file's half with `ownHalf`. */
const contentModule = /[\\/]app[\\/]content[\\/][^\\/]+\.ts$/;
/** A content file (app/content/data/*.json), whatever query Vite adds to its id. */
const contentFile = /[\\/]app[\\/]content[\\/]data[\\/][^\\/]+\.json(\?.*)?$/;

/**
 * Each content file holds every language (`{ "en": …, "fr": … }`, docs/decisions/0018), and each
 * build renders one (`VITE_SITE_LANG`, checked by config/build-env.ts). This replaces each file by the build's half in what the
 * build reads, so a French page's JavaScript carries no English content and an English page's none
 * of the French: the JavaScript budgets stay those of one language. It also writes the language in
 * as a constant (`__CONTENT_LANGUAGE__`), by which the content modules know the file is already
 * their half (app/content/language.ts) and the minifier drops what only the other language needs.
 * The build checks both halves from the files themselves (app/content/data-files.ts).
 */
function contentLanguage(language: Language): Plugin {
  return {
    name: "content-language",
    enforce: "pre",
    config: () => ({ define: { __CONTENT_LANGUAGE__: JSON.stringify(language) } }),
    transform: {
      filter: { id: [contentFile, contentModule] },
      handler(code, id) {
        if (contentModule.test(id)) {
          // The file is already the half, so `ownHalf(file)` is `file`: written so, the page pays
          // not even a call for the choice of language (its JavaScript stays the size it was).
          return { code: code.replace(/\/\* @__PURE__ \*\/ ownHalf\((\w+)\)/g, "$1"), map: null };
        }
        const file = JSON.parse(code) as Partial<Record<Language, unknown>>;
        if (file[language] === undefined) this.error(`${id}: no "${language}" half`);
        const half = language === DEFAULT_LANGUAGE ? file[language] : withEnglish(file[DEFAULT_LANGUAGE], file[language]);
        // Its links lead to pages in the build's language (/fr/contact/quote), as ownHalf's do.
        return { code: JSON.stringify(localiseLinks(half, language)), map: null };
      },
    },
  };
}

/**
 * Content modules whose copy is filled from the services (`{serviceList}` in the footer's blurb and
 * the pages' intros: app/content/copy-counts.ts) are imported by every page, the hydrating forms'
 * too; filled in the browser, they would ship the services file (about 50 KB) for one sentence. The
 * browser's build gets each as its values instead, computed here from the same modules the
 * prerender runs, so the HTML and the hydrated page say the same. Plain data only: a function
 * export stops the build.
 */
function buildTimeContent(modules: Record<string, Record<string, unknown>>): Plugin {
  let byPath = new Map<string, Record<string, unknown>>();
  return {
    name: "build-time-content",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      byPath = new Map(Object.entries(modules).map(([file, values]) => [resolve(config.root, file), values]));
    },
    load(id) {
      const values = byPath.get(id.split("?")[0]!);
      if (!values) return null;
      return Object.entries(values)
        .map(([name, value]) => {
          if (typeof value === "function") throw new Error(`${id}: \`${name}\` is a function; only data is computed at build time`);
          return `export const ${name} = ${JSON.stringify(value)};`;
        })
        .join("\n");
    },
  };
}

export default defineConfig(({ mode }) => {
  // The build-time settings, checked once (config/build-env.ts): a wrong value stops here.
  const env = loadBuildEnv(mode);
  return {
    define: viteDefines(env),
    // public/ (artwork, the content editor) is copied once, by the default language's build; another
    // language's build brings only its pages and hashed files (docs/decisions/0018).
    publicDir: env.language === DEFAULT_LANGUAGE ? "public" : false,
    plugins: [
      contentLanguage(env.language),
      tailwindcss(),
      reactRouterProductionBuild(),
      buildTimeContent({
        "app/content/company.ts": companyModule,
        "app/content/pages.ts": pagesModule,
        // The menus' view of the pages with text, without the pages' bodies (text-page-titles.ts).
        "app/content/text-page-titles.ts": textPageTitlesModule,
      }),
      reactRouter(),
    ],
    // The `~/` alias is defined once, in tsconfig.json's `paths`; Vite (and Vitest, which runs on this
    // config's resolver) and esbuild (scripts/build-enhance.mjs) read it from there.
    resolve: { tsconfigPaths: true },
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: "framework", test: frameworkModules, priority: 20 },
              { name: "shell", test: shellModules, priority: 10 },
            ],
          },
        },
      },
    },
  };
});
