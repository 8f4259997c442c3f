import data from "./data/jobs.json" with { type: "json" };
import type { Job } from "./schemas/job";

// Current openings, edited in data/jobs.json (or /admin/). Each applies through an external online
// form; the JobPosting structured data is built from these same fields (type → employmentType, datePosted).
// The build checks the file against its schema (data-files.ts), so the cast only restores the literal types.
const entries = data.jobs as Omit<Job, "applyLink">[];

export const jobs: Job[] = entries.map((entry) => ({
  ...entry,
  applyLink: `https://forms.example.com/deltaforge/${entry.id}`,
}));
