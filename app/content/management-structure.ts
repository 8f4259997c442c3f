import { ownHalf } from "./language";
import dataFile from "./data/management-structure.json" with { type: "json" };
import type { StructureGroup } from "./schemas/management-structure";

const data = /* @__PURE__ */ ownHalf(dataFile);

// How the company is run: who decides, and which committees check the decisions. Edited in
// data/management-structure.json (or /admin/); the build checks the file (data-files.ts), which
// holds the spec's two groups in order: Executive Management, then Committees.
export const managementStructure = data.groups as [StructureGroup, StructureGroup];
