import { ownHalf } from "./language";
import dataFile from "./data/yard.json" with { type: "json" };
import type { Yard, YardGroup, YardHighlight } from "./schemas/yard";

const data = /* @__PURE__ */ ownHalf(dataFile);

// The Workshop and Fabrication Yard page, edited in data/yard.json (or /admin/). The yard facts of
// spec §9 live in the highlights; gallery groups are ordered by trade (lifting and fabrication,
// testing, machining, machine tools, site services) so that single-picture groups pair up side by
// side in the gallery's two-column grid. The build checks the file against its schema (data-files.ts),
// so the cast only restores the literal types.
export const yard = data.page as Yard;

export const yardHighlights: YardHighlight[] = data.highlights;

export const yardGroups: YardGroup[] = data.groups;
