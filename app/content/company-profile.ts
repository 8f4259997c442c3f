import { ownHalf } from "./language";
import profileFile from "./data/company-profile.json" with { type: "json" };
import type { CompanyProfile } from "./schemas/company-profile";

const profile = /* @__PURE__ */ ownHalf(profileFile);

// The Who We Are page's text (sample content for a fictional company), edited in data/company-profile.json
// (or /admin/). The build checks the file against its schema (data-files.ts), which JSON's types cannot say.
export const companyProfile = profile as CompanyProfile;
