import { z } from "zod";
import { splitLocalPath } from "../../../contract/languages";
import { imageAlt, imagePath, internalHref, slug } from "./common";
import { linkSchema } from "./section";

/** A figure of "Our Impact in Numbers": counts up from 0 to `number`, then shows `suffix`. */
export const statSchema = z.object({
  number: z.number().int().positive(),
  suffix: z.string().max(2).meta({ description: "e.g. + or %" }),
  label: z.string().min(3),
});
export type Stat = z.infer<typeof statSchema>;

/** A card of the home page's Service Overview (spec §3: id, title, description, image, path). */
export const homeServiceCardSchema = z.object({
  id: slug,
  title: z.string().min(3),
  description: z.string().min(40),
  image: imagePath,
  // A service page in the build's language (/services/… or /fr/services/…, docs/decisions/0018).
  path: internalHref.refine((path) => splitLocalPath(path).path.startsWith("/services/"), 'must start with "/services/"'),
});
export type HomeServiceCard = z.infer<typeof homeServiceCardSchema>;

export const welcomeSchema = z.object({
  eyebrow: z.string().min(3),
  heading: z.string().min(10),
  paragraphs: z.array(z.string().min(60)).min(1).max(3),
  highlights: z.array(z.string().min(10)).length(3),
  image: imagePath,
  imageAlt,
  /** The button to /about/who-we-are. */
  linkLabel: z.string().min(3),
});
export type Welcome = z.infer<typeof welcomeSchema>;

export const callToActionSchema = z.object({
  heading: z.string().min(10),
  text: z.string().min(40),
  primary: linkSchema,
  secondary: linkSchema,
});
export type CallToAction = z.infer<typeof callToActionSchema>;

/** The words of the hero's buttons, the same on every slide (their targets are fixed in home.ts). */
export const heroActionsSchema = z.object({
  primaryLabel: z.string().min(3),
  secondaryLabel: z.string().min(3),
  profileLabel: z.string().min(3),
  /** The small badge after the profile link, naming the file type. */
  profileBadge: z.string().min(2).max(5),
});
export type HeroActionsCopy = z.infer<typeof heroActionsSchema>;

/** The eyebrow, h2 and lead of a home page section. */
export const sectionCopySchema = z.object({
  eyebrow: z.string().min(3),
  title: z.string().min(5),
  lead: z.string().min(20),
});
export type SectionCopy = z.infer<typeof sectionCopySchema>;

/** A home section with a "View all …" link at its top right. */
const sectionWithMoreSchema = sectionCopySchema.extend({ moreLabel: z.string().min(3) });
export type SectionWithMore = z.infer<typeof sectionWithMoreSchema>;

export const homeSectionsSchema = z.object({
  /** `cardCue`: the "Learn more" at the foot of each service card. */
  services: sectionWithMoreSchema.extend({ cardCue: z.string().min(3) }),
  impact: sectionCopySchema,
  projects: sectionWithMoreSchema,
  clients: sectionWithMoreSchema,
});
export type HomeSections = z.infer<typeof homeSectionsSchema>;
