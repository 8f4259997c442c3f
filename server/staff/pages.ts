/**
 * The inbox's two documents, prerendered by the site's build (app/routes/inbox*.tsx) and moved out
 * of the static folder by scripts/postbuild.mjs (`$BUILD_DIR/inbox/`), so a static host never has
 * them; with their CSPs (the hashes of their own inline scripts, computed by the build).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { InboxPages } from "./page-message";

/** Reads `$BUILD_DIR/inbox/`; null when the build has no inbox (then /inbox answers 503). */
export function loadInboxPages(buildDir: string): InboxPages | null {
  const dir = path.join(buildDir, "inbox");
  const policyFile = path.join(dir, "policies.json");
  if (!existsSync(policyFile)) return null;
  const policies = JSON.parse(readFileSync(policyFile, "utf8")) as Record<"app" | "login", string>;
  const slotFile = path.join(dir, "slots.json");
  const slots = (existsSync(slotFile) ? JSON.parse(readFileSync(slotFile, "utf8")) : {}) as Partial<Record<"app" | "login", number>>;
  const read = (name: "app" | "login") => ({
    html: readFileSync(path.join(dir, `${name}.html`), "utf8"),
    policy: policies[name],
    ...(slots[name] !== undefined && { messageAt: slots[name] }),
  });
  return { app: read("app"), login: read("login") };
}
