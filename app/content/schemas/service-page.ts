import { z } from "zod";
import { imageAlt, imagePath, slug } from "./common";
import { linkSchema } from "./section";

/**
 * The lucide icons content may name. app/features/services/service-icon.tsx maps each to its
 * component, so only these few icons reach the browser.
 */
export const serviceIconNames = [
  "drafting-compass",
  "package-search",
  "factory",
  "gauge",
  "settings",
  "hard-hat",
  "fuel",
  "zap",
  "wrench",
  "shield-check",
  "clipboard-list",
  "map-pin",
] as const;
export type ServiceIconName = (typeof serviceIconNames)[number];

/**
 * A service detail page is an intro followed by an ordered list of typed sections. Each section
 * kind has one generic component (app/features/services/sections/), so the pages share
 * their layout and differ only in data.
 */

const text = z.string().min(3);
const paragraph = z.string().min(40);
const icon = z.enum(serviceIconNames);

/** Every section has an anchor id (for search links), an h2 and an optional lead paragraph. */
const sectionBase = {
  id: slug.meta({ title: "Anchor", description: "The part of the link after # (the site search links here)." }),
  eyebrow: z.string().min(3).optional(),
  title: z.string().min(3),
  lead: paragraph.optional(),
};

export const featureSchema = z.object({ title: text, description: paragraph, icon: icon.optional() });
export const groupSchema = z.object({ title: text, icon: icon.optional(), items: z.array(text).min(2) });
export const stepSchema = z.object({ title: text, description: paragraph });
export const credentialSchema = z.object({
  code: z.string().min(2).max(12).meta({ description: "e.g. ASME" }),
  name: text,
  description: paragraph,
});
export const actionSchema = linkSchema;

export const checklistSectionSchema = z.object({
  kind: z.literal("checklist"),
  ...sectionBase,
  items: z.array(text).min(3),
  badge: z.string().min(2).max(12).optional().meta({ description: "Shown beside the heading, e.g. 24/7" }),
});
export const stepsSectionSchema = z.object({ kind: z.literal("steps"), ...sectionBase, steps: z.array(stepSchema).min(3) });
export const groupsSectionSchema = z.object({ kind: z.literal("groups"), ...sectionBase, groups: z.array(groupSchema).min(2) });
export const featuresSectionSchema = z.object({
  kind: z.literal("features"),
  ...sectionBase,
  style: z
    .enum(["cards", "numbered"])
    .meta({ description: "cards show each feature's icon; numbered counts them (reasons, value propositions)" }),
  features: z.array(featureSchema).min(3),
});
export const credentialsSectionSchema = z.object({
  kind: z.literal("credentials"),
  ...sectionBase,
  credentials: z.array(credentialSchema).min(3),
});
export const mediaSectionSchema = z
  .object({
    kind: z.literal("media"),
    ...sectionBase,
    paragraphs: z.array(paragraph).min(1).max(3),
    image: imagePath,
    imageAlt,
    link: actionSchema.optional(),
  })
  .meta({ title: "Text and picture" });
export const ctaSectionSchema = z
  .object({
    kind: z.literal("cta"),
    ...sectionBase,
    actions: z.array(actionSchema).min(1).max(2).meta({ title: "Buttons" }),
  })
  .meta({ title: "Call to action" });

export const serviceSectionSchema = z.discriminatedUnion("kind", [
  checklistSectionSchema,
  stepsSectionSchema,
  groupsSectionSchema,
  featuresSectionSchema,
  credentialsSectionSchema,
  mediaSectionSchema,
  ctaSectionSchema,
]);

/** A service's detail page: every service in data/services.json has one, at /services/<id>. */
export const servicePageSchema = z.object({
  hero: imagePath.meta({ title: "Banner" }),
  /** The images the loading gate waits for (spec §4: the hero; Trading waits for two images). */
  gateImages: z.array(imagePath).min(1).max(2).meta({ title: "Pictures to load before showing the page" }),
  intro: z.object({
    title: z.string().min(10),
    paragraphs: z.array(paragraph).min(1).max(3),
    image: imagePath,
    imageAlt,
  }),
  sections: z.array(serviceSectionSchema).min(3),
});

export type Feature = z.infer<typeof featureSchema>;
export type ServiceGroup = z.infer<typeof groupSchema>;
export type Step = z.infer<typeof stepSchema>;
export type Credential = z.infer<typeof credentialSchema>;
export type Action = z.infer<typeof actionSchema>;
export type ServiceSection = z.infer<typeof serviceSectionSchema>;
export type SectionKind = ServiceSection["kind"];
export type SectionOf<K extends SectionKind> = Extract<ServiceSection, { kind: K }>;
export type ServicePage = z.infer<typeof servicePageSchema>;
