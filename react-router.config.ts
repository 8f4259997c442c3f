import type { Config } from "@react-router/dev/config";
import { writeFile } from "node:fs/promises";
import { validateContent } from "./app/content/catalog";
import { prerenderPaths } from "./app/content/site-map";
import { paths } from "./app/lib/paths";
import { inboxPaths } from "./contract/inbox";
import { buildDirectory as buildDir, buildModeFile } from "./config/build-env";

const buildDirectory = buildDir();

// Every route ships as real HTML with its content; only pages whose widgets need React hydrate
// (docs/decisions/0001, 0006).
export default {
  ssr: false,
  // BUILD_DIR lets several checkouts or test runs build side by side without clobbering each other.
  buildDirectory,
  // Content is validated against its schemas before anything is rendered.
  prerender() {
    validateContent();
    // The staff inbox's two documents leave build/client in the postbuild (served by our server only).
    return [...prerenderPaths, "/404", paths.searchIndex, inboxPaths.app, inboxPaths.login];
  },
  // The Vite mode the site was built in (`--mode inbox` for the local inbox), for
  // scripts/postbuild.mjs: it decides the form endpoint the CSP must allow.
  async buildEnd({ viteConfig }) {
    await writeFile(buildModeFile(buildDirectory), JSON.stringify({ mode: viteConfig.mode }));
  },
} satisfies Config;
