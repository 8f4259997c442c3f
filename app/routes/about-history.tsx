import type { Route } from "./+types/about-history";
import { history } from "~/content/history";
import { pages } from "~/content/pages";
import { AboutSection } from "~/features/about/about-section";
import { HistoryTimeline } from "~/features/about/history-timeline";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.history;

// A page that does not hydrate reads its build-time facts as plain imports: a loader would write a
// .data file no browser fetches (postbuild stops the build if one appears).

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.history });

export default function HistoryPage() {
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
      <AboutSection id="timeline" eyebrow="Milestones" title="Our journey so far" align="center" tinted>
        <HistoryTimeline entries={history} />
      </AboutSection>
    </>
  );
}
