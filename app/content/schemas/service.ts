import { z } from "zod";
import { imagePath, slug } from "./common";
import { serviceIconNames, servicePageSchema } from "./service-page";

export { serviceIconNames, type ServiceIconName } from "./service-page";

/** Brand-palette accents (app/app.css); app/features/services/accent.ts turns them into classes. */
export const serviceAccents = ["navy", "ocean", "teal", "leaf", "amber", "steel", "orange"] as const;
export type ServiceAccent = (typeof serviceAccents)[number];

/** The longest a service's title may be, in characters. */
export const serviceTitleMax = 28;

/**
 * A service line: its card (services page, home overview, search, side navigation, PDF) and its
 * detail page. One entry of data/services.json is the whole service: its route, navigation, search
 * entries, sitemap line, PDF page and editor fields follow from it.
 */
export const serviceSchema = z.object({
  id: slug.meta({ title: "Link name", description: "The page's address: /services/<link name>. Lower-case words with hyphens." }),
  /** One line in the side navigation at 1440 px (tests/e2e/services.spec.ts lays out ten of the longest). */
  title: z.string().min(3).max(serviceTitleMax),
  /** What `{serviceList}` in copy joins (app/content/copy-counts.ts); the build refuses copy that lists three by hand. */
  proseName: z
    .string()
    .min(3)
    .max(40)
    .regex(/^[^,;]+$/, "no commas: the list puts them between names")
    .meta({
      title: "Name in a sentence",
      description:
        'How a sentence names the service, in lower case: "engineering", "petroleum products trading". Copy that writes {serviceList} lists these.',
    }),
  summary: z.string().min(40).max(160),
  description: z.string().min(50).max(170),
  image: imagePath,
  icon: z.enum(serviceIconNames),
  colour: z.enum(serviceAccents),
  /** The services page shows the first three on the card; the detail page shows them all. */
  features: z.array(z.string().min(8).max(80)).min(3).max(6),
  page: servicePageSchema.meta({ title: "Detail page" }),
});
export type Service = z.infer<typeof serviceSchema>;

/** A figure of the services page's stats band (spec §3 Stat: number, suffix, label). */
export const serviceStatSchema = z.object({
  number: z.number().int().positive(),
  suffix: z.string().max(3).meta({ description: "e.g. + or %" }),
  label: z.string().min(3),
});
export type ServiceStat = z.infer<typeof serviceStatSchema>;
