import { ownHalf } from "./language";
import dataFile from "./data/leaders.json" with { type: "json" };
import type { Leader } from "./schemas/leader";

const data = /* @__PURE__ */ ownHalf(dataFile);

// Fictional leadership team (sample content), edited in data/leaders.json (or /admin/), each with
// the title of its position in the build's language. Portraits: public/art/leaders/ or uploaded
// photographs. The build checks the file against its schema (data-files.ts).
export const leaders: Leader[] = data.leaders;
