import { z } from "zod";

/** The topics the privacy notice must cover (NDPA 2023): who, what, why, who receives it, how long, your rights. */
export const privacyTopics = ["controller", "collect", "purpose", "recipients", "retention", "rights"] as const;

export const privacySectionSchema = z.object({
  id: z.enum(privacyTopics).meta({ title: "Topic" }),
  heading: z.string().min(5),
  paragraphs: z.array(z.string().min(40)).min(1).meta({
    description:
      "{email}, {retentionDays} and {backupDays} are filled in from the company's details, the server's retention period and how long its backups are kept.",
  }),
});

export const privacySchema = z.object({
  updated: z.iso.date(),
  sections: z.array(privacySectionSchema).length(privacyTopics.length),
});

export type PrivacySection = z.infer<typeof privacySectionSchema>;
export type Privacy = z.infer<typeof privacySchema>;
