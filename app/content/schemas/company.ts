import { z } from "zod";
import { internalHref } from "./common";

export const companySchema = z.object({
  name: z.string().min(3),
  shortName: z.string().min(3),
  tagline: z.string().min(10),
  footerTagline: z.string().min(10),
  blurb: z.string().min(40),
  founded: z.number().int().min(1950).max(2100),
  phones: z.array(z.string().regex(/^\+234 \d{3} \d{3} \d{4}$/)).length(2),
  emails: z.object({ info: z.email(), hr: z.email() }),
  address: z.object({ lines: z.array(z.string().min(2)).min(2), city: z.literal("Lagos") }),
  networkingUrl: z.url(),
  chatUrl: z.url().startsWith("https://wa.me/"),
  profilePdf: internalHref,
  claims: z.array(z.string()).min(2),
});
export type Company = z.infer<typeof companySchema>;
