import { ownHalf } from "./language";
import { paths } from "../lib/paths";
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
  profilePdf: paths.companyProfile,
  chatUrl: chatUrl(data.phones[0]!),
};
