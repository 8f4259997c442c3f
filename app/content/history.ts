import { ownHalf } from "./language";
import dataFile from "./data/history.json" with { type: "json" };
import type { TimelineEntry } from "./schemas/history";

const data = /* @__PURE__ */ ownHalf(dataFile);

// The five milestones of spec §2, edited in data/history.json (or /admin/). Only the first two carry a
// year; the spec gives the others none. The build checks the file against its schema (data-files.ts),
// so the cast only restores the literal types.
export const history = data.milestones as TimelineEntry[];
