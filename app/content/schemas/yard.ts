import { z } from "zod";
import { imageAlt, imagePath, slug } from "./common";
import { sectionHeadingSchema } from "./section";
import { actionSchema, ctaSectionSchema } from "./service-page";

/** One of the yard page's key highlights: a headline figure and the facts behind it (spec §9). */
export const yardHighlightSchema = z.object({
  figure: z.string().min(2).max(12).meta({ description: "Short, e.g. 20 t" }),
  title: z.string().min(3),
  description: z.string().min(40),
});

/** A titled equipment group of the facility gallery (spec §3: title, list of image paths). */
export const yardGroupSchema = z.object({
  slug,
  title: z.string().min(3),
  caption: z.string().min(30),
  images: z.array(imagePath).min(1).max(4),
});

export const yardSchema = z.object({
  /** The hero's buttons; the first is the primary one. */
  heroActions: z.array(actionSchema).min(1).max(2),
  introEyebrow: z.string().min(3),
  introTitle: z.string().min(10).meta({ title: "Introduction heading" }),
  /** Spec: two intro paragraphs. */
  intro: z.array(z.string().min(80)).length(2).meta({ title: "Introduction" }),
  introImage: imagePath.meta({ title: "Introduction picture" }),
  introImageAlt: imageAlt,
  highlights: sectionHeadingSchema,
  gallery: sectionHeadingSchema,
  cta: ctaSectionSchema,
});

export type YardHighlight = z.infer<typeof yardHighlightSchema>;
export type YardGroup = z.infer<typeof yardGroupSchema>;
export type Yard = z.infer<typeof yardSchema>;
