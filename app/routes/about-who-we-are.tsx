import type { Route } from "./+types/about-who-we-are";
import { companyProfile } from "~/content/company-profile";
import { aboutCopy } from "~/content/page-copy";
import { pages } from "~/content/pages";
import { CompanyOverview } from "~/features/about/company-overview";
import { CoreValues } from "~/features/about/core-values";
import { MissionVision } from "~/features/about/mission-vision";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";
import { Section } from "~/ui/section";

const page = pages.whoWeAre;

// A page that does not hydrate reads its build-time facts as plain imports: a loader would write a
// .data file no browser fetches (postbuild stops the build if one appears).
const profile = companyProfile;
const copy = aboutCopy.whoWeAre;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.whoWeAre });

export default function WhoWeArePage() {
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero]} />
      <PageHero page={page} />
      <Section id="company-overview" {...copy.overview} className="scroll-mt-32">
        <CompanyOverview paragraphs={profile.overview} image={{ src: copy.image, alt: copy.imageAlt }} />
      </Section>
      <Section id="mission-vision" {...copy.missionVision} surface="tinted" className="scroll-mt-32">
        <MissionVision mission={profile.mission} vision={profile.vision} />
      </Section>
      <Section id="core-values" {...copy.values} className="scroll-mt-32">
        <CoreValues values={profile.coreValues} />
      </Section>
    </>
  );
}
