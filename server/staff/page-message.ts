/**
 * The inbox's two built documents as the staff app serves them (Node reads them from the build,
 * pages.ts; the Worker from its assets), and the sign-in page's message written into its slot.
 */
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
