import type { Route } from "./+types/about-who-we-are";
import { companyProfile } from "~/content/company-profile";
import { pages } from "~/content/pages";
import { AboutSection } from "~/features/about/about-section";
import { CompanyOverview } from "~/features/about/company-overview";
import { CoreValues } from "~/features/about/core-values";
import { MissionVision } from "~/features/about/mission-vision";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.whoWeAre;

// A page that does not hydrate reads its build-time facts as plain imports: a loader would write a
// .data file no browser fetches (postbuild stops the build if one appears).
const profile = companyProfile;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.whoWeAre });

export default function WhoWeArePage() {
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
      <AboutSection id="company-overview" eyebrow="Company overview" title="An indigenous energy services company">
        <CompanyOverview paragraphs={profile.overview} />
      </AboutSection>
      <AboutSection id="mission-vision" eyebrow="Purpose" title="Mission and vision" tinted>
        <MissionVision mission={profile.mission} vision={profile.vision} />
      </AboutSection>
      <AboutSection
        id="core-values"
        eyebrow="What we stand for"
        title="Our core values"
        lead="Five values guide how we plan, build and behave, on every site and in every office."
      >
        <CoreValues values={profile.coreValues} />
      </AboutSection>
    </>
  );
}
