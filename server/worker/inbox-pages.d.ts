// The inbox's built documents, bundled into the Worker: wrangler.jsonc's `alias` names the build's
// inbox/pages.json (scripts/postbuild.mjs), vitest.workers.config.ts names the tests' stand-ins.
declare module "inbox-pages" {
  import type { InboxPages } from "../staff/page-message";

  const pages: InboxPages;
  export default pages;
}
