import { z } from "zod";
import { imagePath, slug } from "./common";

/** One slide of the home page's hero slideshow (spec §3). The first slide's title is the page's h1. */
export const heroSlideSchema = z.object({
  id: slug,
  title: z.string().min(10).max(60),
  subtitle: z.string().min(5).max(40),
  description: z.string().min(60).max(240),
  /** 1600×900 artwork whose left side is calm for the overlaid text. */
  image: imagePath,
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;
