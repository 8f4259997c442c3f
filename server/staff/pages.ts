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
  /** Where the page's message slot takes text (the sign-in page's; scripts/message-slot.mjs found it at build time). */
  messageAt?: number;
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
  const slotFile = path.join(dir, "slots.json");
  const slots = (existsSync(slotFile) ? JSON.parse(readFileSync(slotFile, "utf8")) : {}) as Partial<Record<"app" | "login", number>>;
  const read = (name: "app" | "login") => ({
    html: readFileSync(path.join(dir, `${name}.html`), "utf8"),
    policy: policies[name],
    ...(slots[name] !== undefined && { messageAt: slots[name] }),
  });
  return { app: read("app"), login: read("login") };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/**
 * The page with `message` in its message slot (an empty paragraph the sign-in page renders), at the
 * offset the build recorded: no pattern over the markup here. Without a slot (an older build), the
 * page as built: the message is lost, the page still works.
 */
export function withMessage({ html, messageAt }: InboxPage, message: string): string {
  if (messageAt === undefined || messageAt < 0) return html;
  return `${html.slice(0, messageAt)}${escapeHtml(message)}${html.slice(messageAt)}`;
}
