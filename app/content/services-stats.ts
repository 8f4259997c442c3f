import { ownHalf } from "./language";
import dataFile from "./data/services-page.json" with { type: "json" };
import type { ServiceStat } from "./schemas/service";

const data = /* @__PURE__ */ ownHalf(dataFile);

// The services page's stats band (spec §9: 200+ projects, 15+ years, 50+ industry partners), edited
// in data/services-page.json (or /admin/). The build checks the file against its schema (data-files.ts).
export const servicesStats: ServiceStat[] = data.stats;
