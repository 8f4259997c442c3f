import { z } from "zod";
import { slug } from "./common";

export const jobTypes = ["Full-time", "Hybrid"] as const;

export const jobSchema = z.object({
  /** Also the card's anchor: the site search links to /careers#<id>. */
  id: slug,
  title: z.string().min(3),
  location: z.enum(["Lagos", "Port-Harcourt", "Warri"]),
  type: z.enum(jobTypes),
  /** As shown on the card, e.g. "3+ years" or "5-7+ years". */
  experience: z
    .string()
    .regex(/^\d+(-\d+)?\+ years$/)
    .meta({ description: "Like 3+ years or 5-7+ years" }),
  description: z.string().min(80),
  /** The external online application form, opened in a new tab. */
  applyLink: z.url().startsWith("https://forms.example.com/deltaforge/"),
  /** ISO date (JobPosting datePosted in structured data). */
  datePosted: z.iso.date(),
});
export type Job = z.infer<typeof jobSchema>;
export type JobType = (typeof jobTypes)[number];
