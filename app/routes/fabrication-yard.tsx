import type { Route } from "./+types/fabrication-yard";
import { pages } from "~/content/pages";
import { yard, yardGroups, yardHighlights } from "~/content/yard";
import { CtaBand } from "~/features/services/sections/cta-band";
import { MediaSection } from "~/features/services/sections/media-section";
import { YardGallery } from "~/features/services/yard-gallery";
import { YardHighlights } from "~/features/services/yard-highlights";
import { YARD_LOADER_TIMEOUT_MS } from "~/lib/constants";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { ButtonLinks } from "~/ui/button-link";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";

const page = pages.yard;

// Served at /services/fabrication-yard and /fabrication-yard; both declare the first as canonical.
export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.yard });

export default function FabricationYardPage() {
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero]} maxWaitMs={YARD_LOADER_TIMEOUT_MS} />
      <PageHero page={page}>
        <ButtonLinks links={yard.heroActions} />
      </PageHero>
      <Container className="py-16 sm:py-24">
        <MediaSection
          section={{
            kind: "media",
            id: "yard-intro",
            eyebrow: yard.introEyebrow,
            title: yard.introTitle,
            paragraphs: yard.intro,
            image: yard.introImage,
            imageAlt: yard.introImageAlt,
          }}
        />
      </Container>
      <YardHighlights heading={yard.highlights} highlights={yardHighlights} />
      <YardGallery heading={yard.gallery} groups={yardGroups} />
      <Container className="pb-16 sm:pb-24">
        <CtaBand {...yard.cta} />
      </Container>
    </>
  );
}
