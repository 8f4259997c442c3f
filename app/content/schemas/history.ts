import { z } from "zod";
import { slug } from "./common";

export const timelineIcons = ["flag", "expand", "engineering", "award", "digital"] as const;

/** Spec §3: a timeline entry has an id, an optional year, a title and a description. */
export const timelineEntrySchema = z.object({
  id: slug,
  /** Only the foundation and the service expansion carry a year; the others show none. */
  year: z.number().int().min(2015).max(2100).optional(),
  title: z.string().min(5),
  description: z.string().min(60),
  icon: z.enum(timelineIcons),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type TimelineIcon = (typeof timelineIcons)[number];
