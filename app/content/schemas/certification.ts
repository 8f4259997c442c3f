import { z } from "zod";
import { imagePath, slug } from "./common";

/** Spec §3: name, category, description, image, year; plus an id for search anchors. */
export const certificationSchema = z.object({
  id: slug,
  name: z.string().min(5),
  category: z.string().min(3),
  description: z.string().min(60),
  image: imagePath,
  year: z.number().int().min(2015).max(2100),
  /**
   * The spec's validity line reads a field that no entry supplies. It stays optional: the card
   * shows the line only for an entry that has one, never an empty label.
   */
  validity: z.string().min(4).optional(),
});
export type Certification = z.infer<typeof certificationSchema>;
