import { ownHalf } from "./language";
import dataFile from "./data/gallery.json" with { type: "json" };
import type { GalleryCategory, GalleryImage } from "./schemas/gallery";

const data = /* @__PURE__ */ ownHalf(dataFile);

// The nine categories of spec §2, edited in data/gallery.json (or /admin/). The build checks the file
// against its schema (data-files.ts).
export const galleryCategories: GalleryCategory[] = data.categories;

/** Every gallery picture in page order, for the loading gate and the lightbox's previous and next. */
export const galleryImages: GalleryImage[] = galleryCategories.flatMap((category) => category.images);
