import data from "./data/acknowledgement-mail.json" with { type: "json" };
import type { AcknowledgementMailContent } from "./schemas/acknowledgement-mail";

// The words of the e-mail our inbox sends an enquirer, edited in data/acknowledgement-mail.json (or
// /admin/). The build hands them to the server (scripts/acknowledgement-mail.ts); the page never shows them.
export const acknowledgementMail: AcknowledgementMailContent = data;
