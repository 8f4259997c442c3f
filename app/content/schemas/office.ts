import { z } from "zod";
import { slug } from "./common";

/** The head office's id; the others' are their entries' in data/offices.json. */
export const headOfficeId = "headoffice";

/** The lucide icons an office's tab may show (features/contact/office-selector.tsx maps each). */
export const officeIconNames = ["building-2", "warehouse", "handshake", "factory", "anchor"] as const;
export type OfficeIconName = (typeof officeIconNames)[number];

const phone = /^\+234 \d{3} \d{3} \d{4}$/;

export const officeHoursSchema = z.object({
  day: z.string().min(3),
  hours: z.string().min(3),
  /** Shown as closed (in red) in the hours table: a flag, since "Closed" is a word of one language. */
  closed: z
    .boolean()
    .optional()
    .meta({ i18n: "duplicate", title: "Closed that day", description: "Shows the day's hours in red, as closed." }),
});
export type OfficeHours = z.infer<typeof officeHoursSchema>;

export const officeSchema = z.object({
  /** The office's `?office=` on /contact: lower-case words with hyphens. */
  id: slug.meta({ title: "Link name", description: "Lower-case words with hyphens, e.g. warri-base: /contact?office=warri-base." }),
  name: z.string().min(5),
  /** The office in a sentence, in the half's language: what `{officeList}` joins (copy-counts.ts). */
  proseName: z
    .string()
    .min(5)
    .meta({ title: "Name in a sentence", description: "As copy names it in a list, e.g. our Port Harcourt terminal office." }),
  icon: z.enum(officeIconNames).meta({ description: "The picture on the office's tab on /contact." }),
  address: z.array(z.string().min(2)).min(2),
  /** Spec §3: one string, numbers separated by commas. */
  phone: z
    .string()
    .refine((value) => value.split(",").every((part) => phone.test(part.trim())), "comma-separated +234 numbers")
    .meta({ i18n: "duplicate", title: "Phones", description: "Separated by commas, e.g. +234 806 000 2231, +234 705 000 8814" }),
  email: z.email().endsWith("@deltaforge.example").meta({ i18n: "duplicate" }),
  /** OpenStreetMap embed: the only frame source the site's Content-Security-Policy allows. */
  mapUrl: z.url().startsWith("https://www.openstreetmap.org/export/embed.html?"),
  directionsUrl: z.url().startsWith("https://www.openstreetmap.org/directions?"),
  /** Hours of its own (a yard that opens at 7, a base open on Sundays); without them, the company's. */
  hours: z
    .array(officeHoursSchema.strict())
    .min(1)
    .optional()
    .meta({ title: "Opening hours of its own", description: "Leave empty when the office keeps the company's hours." }),
});
export type Office = z.infer<typeof officeSchema>;
