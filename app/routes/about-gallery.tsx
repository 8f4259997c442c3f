import type { Route } from "./+types/about-gallery";
import { galleryCategories } from "~/content/gallery";
import { Gallery } from "~/features/about/gallery";
import { GalleryJumpLinks } from "~/features/about/gallery-jump-links";
import { aboutCopy } from "~/content/page-copy";
import { pageWithMeta } from "~/features/seo/page-meta";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";

// The page does not hydrate (docs/decisions/0008): its lightbox is app/enhance/gallery-lightbox.ts.
// A page that does not hydrate reads its build-time facts as plain imports: a loader would write a
// .data file no browser fetches (postbuild stops the build if one appears).
const { page, meta: galleryMeta } = pageWithMeta("gallery");
const categories = galleryCategories;

export const meta: Route.MetaFunction = () => galleryMeta;

export default function GalleryPage() {
  // Spec §4: the gallery waits for all its pictures to load or fail (the gate has a safety cap).
  const gateImages = [page.hero, ...categories.flatMap((category) => category.images.map((image) => image.src))];
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={gateImages} />
      <PageHero page={page} />
      <div className="bg-steel-50 py-12 sm:py-16">
        <Container className="space-y-12 sm:space-y-16">
          <GalleryJumpLinks categories={categories} label={aboutCopy.gallery.categoriesNav} />
          <Gallery categories={categories} labels={aboutCopy.gallery} />
        </Container>
      </div>
    </>
  );
}
