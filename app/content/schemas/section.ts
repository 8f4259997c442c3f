import { z } from "zod";
import { internalHref } from "./common";

/** The eyebrow, h2 and optional lead of a page section: the words above its content. */
export const sectionHeadingSchema = z.object({
  eyebrow: z.string().min(3),
  title: z.string().min(3),
  lead: z.string().min(20).optional(),
});
export type SectionHeadingCopy = z.infer<typeof sectionHeadingSchema>;

/** A button or link: its words and where it leads. */
export const linkSchema = z.object({ label: z.string().min(3), href: internalHref });
export type LinkCopy = z.infer<typeof linkSchema>;

/** A closing call to action: a heading, a sentence and its buttons (the first one primary). */
export const callToActionBandSchema = z.object({
  title: z.string().min(10),
  lead: z.string().min(40),
  actions: z.array(linkSchema).min(1).max(2),
});
export type CallToActionBand = z.infer<typeof callToActionBandSchema>;
