import type { Route } from "./+types/about-certifications";
import { certifications } from "~/content/certifications";
import { aboutCopy } from "~/content/page-copy";
import { pages } from "~/content/pages";
import { CertificationCard } from "~/features/about/certification-card";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";
import { CardGrid } from "~/ui/card-grid";
import { Section } from "~/ui/section";

const page = pages.certifications;

// A page that does not hydrate reads its build-time facts as plain imports: a loader would write a
// .data file no browser fetches (postbuild stops the build if one appears).

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.certifications });

export default function CertificationsPage() {
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero]} />
      <PageHero page={page} />
      <Section id="our-certifications" {...aboutCopy.certifications.list} surface="tinted" className="scroll-mt-32">
        <CardGrid items={certifications} keyOf="id" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {(certification) => <CertificationCard certification={certification} />}
        </CardGrid>
      </Section>
    </>
  );
}
