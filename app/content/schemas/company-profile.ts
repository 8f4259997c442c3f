import { z } from "zod";

export const coreValueIcons = ["safety", "integrity", "quality", "local-content", "teamwork"] as const;

export const coreValueSchema = z.object({
  title: z.string().min(4),
  description: z.string().min(40),
  icon: z.enum(coreValueIcons),
});
export type CoreValue = z.infer<typeof coreValueSchema>;
export type CoreValueIcon = (typeof coreValueIcons)[number];

/** The Who We Are page's text: overview, mission, vision and core values. */
export const companyProfileSchema = z.object({
  overview: z.array(z.string().min(80)).min(2),
  mission: z.string().min(60),
  vision: z.string().min(60),
  coreValues: z.array(coreValueSchema).min(4),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
