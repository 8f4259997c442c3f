import { ownHalf } from "./language";
import dataFile from "./data/benefits.json" with { type: "json" };
import type { Benefit } from "./schemas/benefit";

const data = /* @__PURE__ */ ownHalf(dataFile);

// Why work with us: the three benefit cards of the careers page, edited in data/benefits.json (or
// /admin/). Art: public/art/careers/. The build checks the file against its schema (data-files.ts),
// so the cast only restores the literal types.
export const benefits = data.benefits as Benefit[];
