import { ownHalf } from "./language";
import resultsFile from "./data/enquiry-results.json" with { type: "json" };
import type { EnquiryResults } from "./schemas/enquiry-result";

const results = /* @__PURE__ */ ownHalf(resultsFile);

// The result pages a browser's own form post ends on (routes/contact-sent.tsx, contact-not-sent.tsx), edited
// in data/enquiry-results.json (or /admin/). The build checks the file against its schema (data-files.ts).
// `as`: JSON imports widen the form names to string; data-files.ts checks the enum at build.
export const enquiryResults = results as EnquiryResults;
