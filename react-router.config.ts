import type { Config } from "@react-router/dev/config";
import { validateContent } from "./app/content/catalog";
import { paths, prerenderPaths } from "./app/lib/paths";

// Every route ships as real HTML with its content, then hydrates (see docs/decisions/0001).
export default {
  ssr: false,
  // BUILD_DIR lets several checkouts or test runs build side by side without clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Content is validated against its schemas before anything is rendered.
  prerender() {
    validateContent();
    return [...prerenderPaths, "/404", paths.searchIndex];
  },
} satisfies Config;
