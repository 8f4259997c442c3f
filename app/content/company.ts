import { companyProfilePath } from "../../contract/site-paths";
import { contentLanguage, ownHalf } from "./language";
import { chatUrl } from "./chat-url";
import { fillCounts } from "./copy-counts";
import dataFile from "./data/company.json" with { type: "json" };
import type { Company } from "./schemas/company";
import { serviceCopy } from "./services";

const data = /* @__PURE__ */ ownHalf(dataFile);

// Sample content: the company, its people and clients are fictional. Edit data/company.json (or
// /admin/), not components. The build checks the file against its schema (data-files.ts).
// Every page shows the blurb (the footer), so `{serviceList}` in it is filled here; the browser's
// build gets this module's value, not the services file (vite.config.ts, `buildTimeContent`).
export const company: Company = {
  ...(data as Omit<Company, "profilePdf" | "chatUrl">),
  blurb: fillCounts(data.blurb, serviceCopy),
  // The profile in the page's language (scripts/profile-pdf writes one per language).
  profilePdf: companyProfilePath(contentLanguage),
  chatUrl: chatUrl(data.phones[0]!),
};
