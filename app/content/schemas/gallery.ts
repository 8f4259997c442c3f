import { z } from "zod";
import { imageAlt, imagePath, slug } from "./common";

export const galleryImageSchema = z.object({
  src: imagePath.meta({ title: "Picture" }),
  alt: imageAlt.min(20),
  /** The short title under the thumbnail and in the lightbox. */
  caption: z.string().min(5),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** Spec §3: a gallery category has a name and a list of images (src, alt). */
export const galleryCategorySchema = z.object({
  slug,
  name: z.string().min(5),
  images: z.array(galleryImageSchema).min(1),
});
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;
