import { z } from "zod";
import { serviceIds } from "../../../contract/site-paths";
import { imagePath } from "./common";

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

/** Brand-palette accents (app/app.css); app/features/services/accent.ts turns them into classes. */
export const serviceAccents = ["navy", "ocean", "teal", "leaf", "amber", "steel", "orange"] as const;
export type ServiceAccent = (typeof serviceAccents)[number];

export const serviceSchema = z.object({
  /** Fixed: the page's address and the detail page's file name. */
  id: z.enum(serviceIds).meta({ widget: "hidden" }),
  title: z.string().min(3),
  summary: z.string().min(40),
  description: z.string().min(50).max(170),
  image: imagePath,
  icon: z.enum(serviceIconNames),
  colour: z.enum(serviceAccents),
  /** The services page shows the first three on the card; the detail page shows them all. */
  features: z.array(z.string().min(8).max(80)).min(3).max(6),
});
export type Service = z.infer<typeof serviceSchema>;

/** A figure of the services page's stats band (spec §3 Stat: number, suffix, label). */
export const serviceStatSchema = z.object({
  number: z.number().int().positive(),
  suffix: z.string().max(3).meta({ description: "e.g. + or %" }),
  label: z.string().min(3),
});
export type ServiceStat = z.infer<typeof serviceStatSchema>;
