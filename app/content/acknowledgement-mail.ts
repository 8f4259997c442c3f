import { ownHalf } from "./language";
import dataFile from "./data/acknowledgement-mail.json" with { type: "json" };
import type { AcknowledgementMailContent } from "./schemas/acknowledgement-mail";

const data = /* @__PURE__ */ ownHalf(dataFile);

// The words of the e-mail our inbox sends an enquirer, edited in data/acknowledgement-mail.json (or
// /admin/). The build hands them to the server (scripts/acknowledgement-mail.ts); the page never shows them.
export const acknowledgementMail: AcknowledgementMailContent = data;
