/**
 * The inbox's two documents, prerendered by the site's build (app/routes/inbox*.tsx) and moved out
 * of the static folder by scripts/postbuild.mjs into `$BUILD_DIR/inbox/pages.json`, so a static
 * host never has them; with their CSPs (the hashes of their own inline scripts, computed by the
 * build) and the sign-in page's message slot. The Worker bundles the same file (worker/index.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { InboxPages } from "./page-message";

/** The file postbuild writes, under the build folder. */
export const INBOX_PAGES_FILE = "inbox/pages.json";

/** Reads `$BUILD_DIR/inbox/pages.json`; null when the build has no inbox (then /inbox answers 503). */
export function loadInboxPages(buildDir: string): InboxPages | null {
  const file = path.join(buildDir, INBOX_PAGES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as InboxPages) : null;
}
