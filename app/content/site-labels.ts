import { ownHalf } from "./language";
import dataFile from "./data/site-labels.json" with { type: "json" };
import type { SiteLabels } from "./schemas/site-labels";

const data = /* @__PURE__ */ ownHalf(dataFile);

// The site chrome's words and the fragments inside cards, edited in data/site-labels.json (or
// /admin/). The build checks the file against its schema (data-files.ts).
export const siteLabels: SiteLabels = data;
// Labels with `{placeholders}` are filled by lib/fill.ts where they are used.
