import type { Route } from "./+types/about-gallery";
import { galleryCategories } from "~/content/gallery";
import { Gallery } from "~/features/about/gallery";
import { GalleryJumpLinks } from "~/features/about/gallery-jump-links";
import { pageWithMeta } from "~/features/seo/page-meta";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

// Runs at build time. The page does not hydrate (docs/decisions/0008): its lightbox is
// app/enhance/gallery-lightbox.ts.
export function loader() {
  return { ...pageWithMeta("gallery"), categories: galleryCategories };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { page, categories } = loaderData;
  // Spec §4: the gallery waits for all its pictures to load or fail (the gate has a safety cap).
  const gateImages = [page.hero, ...categories.flatMap((category) => category.images.map((image) => image.src))];
  return (
    <>
      <LoadingGate images={gateImages} />
      <PageHero page={page} />
      <div className="bg-steel-50 py-12 sm:py-16">
        <Container className="space-y-12 sm:space-y-16">
          <GalleryJumpLinks categories={categories} />
          <Gallery categories={categories} />
        </Container>
      </div>
    </>
  );
}
