import { companyProfilePath } from "../../contract/site-paths";
import { contentLanguage, ownHalf } from "./language";
import { chatUrl } from "./chat-url";
import { fillCounts, listWords } from "./copy-counts";
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

/**
 * The certificates as the page's language joins a list ("… and …", "… et …"), for the footer of
 * every page. Joined here, at build time, because the browser's build gets this module's values:
 * the footer used to build an `Intl.ListFormat` when its module loaded, and the first one a page
 * makes loads the locale's data, 15-25 ms here, 60-100 ms on a 4x slower phone, inside the task
 * that evaluates the hydrating pages' shell (issue 48).
 */
export const certifiedClaims = listWords(company.claims);
