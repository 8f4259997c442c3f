import { z } from "zod";
import { internalHref } from "./common";

export const companySchema = z.object({
  name: z.string().min(3),
  shortName: z.string().min(3),
  tagline: z.string().min(10),
  footerTagline: z.string().min(10),
  /** The footer's headings and labels. */
  footer: z.object({
    networkingLabel: z.string().min(5),
    quickLinks: z.string().min(3),
    headOffice: z.string().min(3),
    /** After "© year company name". */
    rights: z.string().min(5),
  }),
  blurb: z.string().min(40).meta({ title: "About the company (one paragraph)" }),
  founded: z.number().int().min(1950).max(2100),
  /** Shown under the year: the home page's welcome badge and the /about facts. */
  foundedLabel: z.string().min(5),
  phones: z
    .array(
      z
        .string()
        .regex(/^\+234 \d{3} \d{3} \d{4}$/)
        .meta({ i18n: "duplicate", description: "Like +234 803 000 4120" }),
    )
    .length(2)
    .meta({ title: "Phone numbers" }),
  emails: z
    .object({ info: z.email().meta({ title: "General enquiries" }), hr: z.email().meta({ title: "Careers" }) })
    .meta({ title: "Email addresses" }),
  address: z.object({ lines: z.array(z.string().min(2)).min(2), city: z.literal("Lagos") }),
  networkingUrl: z.url().meta({ title: "LinkedIn page" }),
  /** WhatsApp on the first phone number: derived (company.ts), never written. */
  chatUrl: z.url().startsWith("https://wa.me/"),
  profilePdf: internalHref,
  claims: z.array(z.string()).min(2).meta({ title: "Certifications claimed" }),
});
export type Company = z.infer<typeof companySchema>;
