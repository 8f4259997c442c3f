import type { Route } from "./+types/about-management";
import { leaders } from "~/content/leaders";
import { managementStructure } from "~/content/management-structure";
import { aboutCopy } from "~/content/page-copy";
import { pages } from "~/content/pages";
import { LeaderGrid } from "~/features/about/leader-grid";
import { ManagementStructure } from "~/features/about/management-structure";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";
import { Section } from "~/ui/section";

const page = pages.management;

// A page that does not hydrate reads its build-time facts as plain imports: a loader would write a
// .data file no browser fetches (postbuild stops the build if one appears).
const team = leaders;
const structure = managementStructure;
const copy = aboutCopy.management;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.management });

export default function ManagementPage() {
  return (
    <>
      {/* Spec §4: the page waits for the hero and every leader photo. */}
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero, ...team.map((leader) => leader.image)]} />
      <PageHero page={page} />
      <Section id="leadership-team" {...copy.leaders} surface="tinted" className="scroll-mt-32">
        <LeaderGrid leaders={team} labels={copy.cards} />
      </Section>
      <Section id="management-structure" {...copy.structure} className="scroll-mt-32">
        <ManagementStructure groups={structure} />
      </Section>
    </>
  );
}
