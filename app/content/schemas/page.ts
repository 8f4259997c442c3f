import { z } from "zod";
import { imagePath } from "./common";

/** The heading, intro and meta of a page: what every route renders first, and what search indexes. */
export const pageSchema = z.object({
  title: z.string().min(3),
  eyebrow: z.string().min(3),
  heading: z.string().min(3),
  intro: z.string().min(40),
  description: z.string().min(50).max(170),
  hero: imagePath,
});
export type Page = z.infer<typeof pageSchema>;
