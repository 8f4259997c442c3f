import { ownHalf } from "./language";
import { fillCounts } from "./copy-counts";
import profileFile from "./data/company-profile.json" with { type: "json" };
import type { CompanyProfile } from "./schemas/company-profile";
import { serviceCopy } from "./services";

const profile = /* @__PURE__ */ ownHalf(profileFile);

// The Who We Are page's text (sample content for a fictional company), edited in data/company-profile.json
// (or /admin/). The build checks the file against its schema (data-files.ts), which JSON's types cannot say.
// `{serviceList}` and `{serviceCount}` are filled here.
export const companyProfile = /* @__PURE__ */ fillCounts(profile as CompanyProfile, serviceCopy);
