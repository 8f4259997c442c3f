import { z } from "zod";

export const officeIds = ["headoffice", "portharcourt", "chevron"] as const;

const phone = /^\+234 \d{3} \d{3} \d{4}$/;

export const officeSchema = z.object({
  id: z.enum(officeIds),
  name: z.string().min(5),
  address: z.array(z.string().min(2)).min(2),
  /** Spec §3: one string, numbers separated by commas. */
  phone: z
    .string()
    .refine((value) => value.split(",").every((part) => phone.test(part.trim())), "comma-separated +234 numbers")
    .meta({ title: "Phones", description: "Separated by commas, e.g. +234 806 000 2231, +234 705 000 8814" }),
  email: z.email().endsWith("@deltaforge.example"),
  /** OpenStreetMap embed: the only frame source the site's Content-Security-Policy allows. */
  mapUrl: z.url().startsWith("https://www.openstreetmap.org/export/embed.html?"),
  directionsUrl: z.url().startsWith("https://www.openstreetmap.org/directions?"),
});
export type Office = z.infer<typeof officeSchema>;
export type OfficeId = (typeof officeIds)[number];

export const officeHoursSchema = z.object({
  day: z.string().min(3),
  hours: z.string().min(3),
});
export type OfficeHours = z.infer<typeof officeHoursSchema>;
