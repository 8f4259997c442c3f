import { ownHalf } from "./language";
import dataFile from "./data/jobs.json" with { type: "json" };
import type { Job } from "./schemas/job";

const data = /* @__PURE__ */ ownHalf(dataFile);

// Current openings, edited in data/jobs.json (or /admin/). Each applies through an external online
// form; the JobPosting structured data is built from these same fields (type → employmentType, datePosted).
// The build checks the file against its schema (data-files.ts), so the cast only restores the literal types.
const entries = data.jobs as Omit<Job, "applyLink" | "typeLabel">[];

export const jobs: Job[] = entries.map((entry) => ({
  ...entry,
  typeLabel: data.types[entry.type],
  applyLink: `https://forms.example.com/deltaforge/${entry.id}`,
}));
