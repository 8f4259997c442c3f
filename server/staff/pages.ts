/**
 * The inbox's two documents, prerendered by the site's build (app/routes/inbox*.tsx) and moved out
 * of the static folder by scripts/postbuild.mjs (`$BUILD_DIR/inbox/`), so a static host never has
 * them; with their CSPs (the hashes of their own inline scripts, computed by the build).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface InboxPage {
  html: string;
  policy: string;
}

export interface InboxPages {
  app: InboxPage;
  login: InboxPage;
}

/** Reads `$BUILD_DIR/inbox/`; null when the build has no inbox (then /inbox answers 503). */
export function loadInboxPages(buildDir: string): InboxPages | null {
  const dir = path.join(buildDir, "inbox");
  const policyFile = path.join(dir, "policies.json");
  if (!existsSync(policyFile)) return null;
  const policies = JSON.parse(readFileSync(policyFile, "utf8")) as Record<"app" | "login", string>;
  const read = (name: "app" | "login") => ({ html: readFileSync(path.join(dir, `${name}.html`), "utf8"), policy: policies[name] });
  return { app: read("app"), login: read("login") };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** The sign-in page's message slot (an empty element the page renders, data-sign-in-message) filled with text. */
export function withMessage(html: string, message: string): string {
  return html.replace(/(<p [^>]*data-sign-in-message[^>]*>)/, `$1${escapeHtml(message)}`);
}
