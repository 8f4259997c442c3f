/**
 * Why the inbox turned away an enquiry that a browser posted itself (before or without scripts).
 * The visitor lands on the not-sent page (site-paths.ts: enquiryNotSent) at the reason's fragment,
 * e.g. /contact/not-sent#busy, and the page shows that reason's section with CSS alone (:target).
 */
export const NOT_SENT_REASONS = ["invalid", "limit", "busy", "refused"] as const;
export type NotSentReason = (typeof NOT_SENT_REASONS)[number];

export function notSentReason(status: number): NotSentReason {
  if (status === 429) return "limit";
  if (status === 503) return "busy";
  if (status === 400 || status === 413 || status === 415 || status === 422) return "invalid";
  return "refused";
}
