import { z } from "zod";
import type { Language } from "../../../contract/languages";
import { keyLabels, slug } from "./common";

/** The kinds of contract, as the data keys them (JobPosting's employmentType is derived from the key). */
export const jobTypes = ["full-time", "hybrid"] as const;
export type JobType = (typeof jobTypes)[number];

/** Each kind of contract's name in one language. */
export const jobTypeLabelsSchema = keyLabels(jobTypes, "Contract type names");

/** How each language writes the experience a job asks for, as the card shows it. */
export const experienceForms: Record<Language, { pattern: RegExp; example: string }> = {
  en: { pattern: /^\d+(-\d+)?\+ years$/, example: "3+ years or 5-7+ years" },
  fr: { pattern: /^\d+( à \d+)?\u00a0ans minimum$/, example: "3 ans minimum ou 5 à 7 ans minimum" },
};

/**
 * A job as data/jobs.json stores it, in one language. The experience's form is checked as a
 * refinement, not a pattern: the editor shows one field for both languages, and a pattern would
 * refuse the other language's form there (the build checks each half's).
 */
export function jobEntrySchemaIn(language: Language) {
  const { pattern, example } = experienceForms[language];
  return z.object({
    /** Also the card's anchor: the site search links to /careers#<id>. */
    id: slug,
    title: z.string().min(3),
    location: z.enum(["Lagos", "Port Harcourt", "Warri"]),
    type: z.enum(jobTypes),
    /** As shown on the card, e.g. "3+ years" or "5-7+ years". */
    experience: z
      .string()
      .min(5)
      .refine((text) => pattern.test(text), `Write it like ${example}`)
      .meta({ description: `Like ${experienceForms.en.example} (in French: ${experienceForms.fr.example})` }),
    description: z.string().min(80),
    /** ISO date (JobPosting datePosted in structured data). */
    datePosted: z.iso.date(),
  });
}

/** A job as pages show it: its contract type's name and its apply link added (jobs.ts). */
export function jobSchemaIn(language: Language) {
  return jobEntrySchemaIn(language).extend({
    typeLabel: z.string().min(2),
    /** The external online application form, opened in a new tab. */
    applyLink: z.url().startsWith("https://forms.example.com/deltaforge/"),
  });
}
export const jobSchema = jobSchemaIn("en");
export type Job = z.infer<typeof jobSchema>;
