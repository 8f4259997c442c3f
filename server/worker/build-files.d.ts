// What the build writes that the Worker's bundle takes in: a name wrangler.jsonc `alias` maps to
// the build's file (for wrangler dev and deploy) and vitest.workers.config.ts to the same content
// (for the tests, which run before the build). Typed unknown: acknowledgement-words.ts checks it.
declare module "@deltaforge-build/acknowledgement-mail" {
  const words: unknown;
  export default words;
}

// The staff inbox's documents (scripts/postbuild.mjs writes them; the tests get staff/test-pages.ts).
declare module "@deltaforge-build/inbox-pages" {
  import type { InboxPages } from "../staff/page-message";

  const pages: InboxPages;
  export default pages;
}
