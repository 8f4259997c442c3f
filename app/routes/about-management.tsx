import type { Route } from "./+types/about-management";
import { leaders } from "~/content/leaders";
import { managementStructure } from "~/content/management-structure";
import { pages } from "~/content/pages";
import { AboutSection } from "~/features/about/about-section";
import { LeaderGrid } from "~/features/about/leader-grid";
import { ManagementStructure } from "~/features/about/management-structure";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.management;

// A page that does not hydrate reads its build-time facts as plain imports: a loader would write a
// .data file no browser fetches (postbuild stops the build if one appears).
const team = leaders;
const structure = managementStructure;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.management });

export default function ManagementPage() {
  return (
    <>
      {/* Spec §4: the page waits for the hero and every leader photo. */}
      <LoadingGate images={[page.hero, ...team.map((leader) => leader.image)]} />
      <PageHero page={page} />
      <AboutSection
        id="leadership-team"
        eyebrow="Leadership"
        title="Meet our leaders"
        lead="Hover over a card, or use its flip toggle, to read about each member of our management team."
        tinted
      >
        <LeaderGrid leaders={team} />
      </AboutSection>
      <AboutSection
        id="management-structure"
        eyebrow="Governance"
        title="Management Structure"
        lead="How decisions are made and checked at Deltaforge Energy."
      >
        <ManagementStructure groups={structure} />
      </AboutSection>
    </>
  );
}
