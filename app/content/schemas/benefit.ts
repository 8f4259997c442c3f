import { z } from "zod";
import { imagePath, slug } from "./common";

export const benefitIcons = ["graduation-cap", "award", "users"] as const;

export const benefitSchema = z.object({
  id: slug,
  /** A key the careers page maps to an icon, so content stays plain data. */
  icon: z.enum(benefitIcons),
  title: z.string().min(3),
  description: z.string().min(60),
  image: imagePath,
});
export type Benefit = z.infer<typeof benefitSchema>;
export type BenefitIcon = (typeof benefitIcons)[number];
