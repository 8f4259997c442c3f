import { ownHalf } from "./language";
import dataFile from "./data/leaders.json" with { type: "json" };
import type { Leader } from "./schemas/leader";

const data = /* @__PURE__ */ ownHalf(dataFile);

// Fictional leadership team (sample content), edited in data/leaders.json (or /admin/). Portraits:
// public/art/leaders/. The build checks the file against its schema (data-files.ts), so the cast only
// restores the literal types.
export const leaders: Leader[] = (data.leaders as Omit<Leader, "positionTitle">[]).map((leader) => ({
  ...leader,
  positionTitle: data.positions[leader.position],
}));
