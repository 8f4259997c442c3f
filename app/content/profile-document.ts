import profileDocumentFile from "./data/profile-document.json" with { type: "json" };
import { ownHalf } from "./language";
import type { ProfileDocument } from "./schemas/profile-document";

// The words only the company profile PDF says (scripts/profile-pdf/), edited in
// data/profile-document.json (or /admin/). The build checks the file against its schema (data-files.ts).
export const profileDocument: ProfileDocument = /* @__PURE__ */ ownHalf(profileDocumentFile);
