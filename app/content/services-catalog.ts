import { z } from "zod";
import { getSection } from "./services";
import { serviceStatSchema } from "./schemas/service";
import {
  checklistSectionSchema,
  credentialsSectionSchema,
  ctaSectionSchema,
  featuresSectionSchema,
  groupSchema,
  groupsSectionSchema,
  mediaSectionSchema,
  stepsSectionSchema,
} from "./schemas/service-page";
import { yardGroupSchema, yardHighlightSchema, yardSchema } from "./schemas/yard";
import { servicesOverview } from "./services-overview";
import { servicesStats } from "./services-stats";
import { yard, yardGroups, yardHighlights } from "./yard";

type CatalogEntry = { name: string; schema: z.ZodType; data: unknown };

const count = {
  checklist: (n: number) => checklistSectionSchema.extend({ items: z.array(z.string()).length(n) }),
  steps: (n: number) => stepsSectionSchema.extend({ steps: stepsSectionSchema.shape.steps.length(n) }),
  features: (n: number) => featuresSectionSchema.extend({ features: featuresSectionSchema.shape.features.length(n) }),
  credentials: (n: number) => credentialsSectionSchema.extend({ credentials: credentialsSectionSchema.shape.credentials.length(n) }),
  /** n groups of `items` entries each. */
  groups: (n: number, items: number) =>
    groupsSectionSchema.extend({
      groups: z.array(groupSchema.extend({ items: z.array(z.string()).length(items) })).length(n),
    }),
};

/**
 * The services section's entries of app/content/catalog.ts: the stats band, the yard page, and the
 * section counts of spec §2 for the seven pages it describes, pinned with `.length(n)` (every
 * service, its page included, is checked in data-files.ts).
 */
export const servicesCatalog: CatalogEntry[] = [
  {
    name: "services overview",
    schema: z.object({
      cards: z.object({ eyebrow: z.string().min(3), title: z.string().min(3), lead: z.string().min(40) }),
      statsTitle: z.string().min(3),
      workshop: mediaSectionSchema,
      cta: ctaSectionSchema,
    }),
    data: servicesOverview,
  },
  { name: "services stats", schema: z.array(serviceStatSchema), data: servicesStats },
  { name: "engineering capabilities", schema: count.checklist(25), data: getSection("engineering", "capabilities", "checklist") },
  {
    name: "engineering support offices",
    schema: count.features(4),
    data: getSection("engineering", "support-offices", "features"),
  },
  { name: "engineering standards", schema: count.credentials(4), data: getSection("engineering", "standards", "credentials") },
  { name: "procurement phases", schema: count.steps(6), data: getSection("procurement", "phases", "steps") },
  { name: "commissioning scope groups", schema: count.groups(5, 4), data: getSection("commissioning", "scope", "groups") },
  { name: "operations capabilities", schema: count.features(8), data: getSection("operations", "capabilities", "features") },
  { name: "operations reasons", schema: count.features(5), data: getSection("operations", "why-choose-us", "features") },
  { name: "manpower scope categories", schema: count.groups(6, 4), data: getSection("manpower", "scope", "groups") },
  {
    name: "manpower certifications",
    schema: count.credentials(8),
    data: getSection("manpower", "certifications", "credentials"),
  },
  { name: "fabrication scopes", schema: count.groups(2, 7), data: getSection("fabrication", "scope", "groups") },
  { name: "fabrication facilities", schema: count.features(5), data: getSection("fabrication", "facilities", "features") },
  {
    name: "fabrication value proposition",
    schema: count.features(5),
    data: getSection("fabrication", "value-proposition", "features"),
  },
  { name: "trading core offerings", schema: count.groups(4, 4), data: getSection("trading", "offerings", "groups") },
  { name: "trading why choose", schema: count.features(5), data: getSection("trading", "why-choose", "features") },
  { name: "trading support services", schema: count.checklist(6), data: getSection("trading", "support-services", "checklist") },
  { name: "yard", schema: yardSchema, data: yard },
  { name: "yard highlights", schema: z.array(yardHighlightSchema), data: yardHighlights },
  { name: "yard groups", schema: z.array(yardGroupSchema), data: yardGroups },
];
