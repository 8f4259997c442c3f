import type { GalleryCategory } from "~/content/schemas/gallery";
import type { AboutPages } from "~/content/schemas/page-copy";
import { GalleryCategorySection } from "./gallery-category";
import { GalleryLightbox } from "./gallery-lightbox";

/**
 * Every gallery category in turn, and the one lightbox their pictures open. Rendered at build time;
 * app/enhance/gallery-lightbox.ts runs the lightbox in the browser.
 */
export function Gallery({ categories, labels }: { categories: GalleryCategory[]; labels: AboutPages["gallery"] }) {
  return (
    <div data-module="gallery-lightbox">
      <div className="space-y-16 sm:space-y-20">
        {categories.map((category) => (
          <GalleryCategorySection key={category.slug} category={category} />
        ))}
      </div>
      <GalleryLightbox labels={labels} />
    </div>
  );
}
