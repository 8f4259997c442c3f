/**
 * Tests only: stand-ins for the inbox's built documents (the e2e tests use the real build), with the
 * message slot found as the build finds it, and a policy. Runtime-neutral: the Node tests serve them
 * (test-app.ts, test-site.ts) and the Worker's tests bundle them as its `@deltaforge-build/inbox-pages`
 * (vitest.workers.config.ts).
 */
import { SIGN_IN_MESSAGE_ATTRIBUTE } from "../../contract/inbox";
import { slotOffset } from "../../scripts/message-slot.mjs";
import type { InboxPages } from "./page-message";

const loginHtml = `<!doctype html><title>Sign in</title><p ${SIGN_IN_MESSAGE_ATTRIBUTE}="" role="alert"></p><form></form>`;

export const testPages: InboxPages = {
  app: { html: "<!doctype html><title>Inbox</title><div id=app></div>", policy: "default-src 'self'; frame-ancestors 'none'" },
  login: {
    html: loginHtml,
    policy: "default-src 'self'; frame-ancestors 'none'",
    messageAt: slotOffset(loginHtml, SIGN_IN_MESSAGE_ATTRIBUTE),
  },
};

export default testPages;
