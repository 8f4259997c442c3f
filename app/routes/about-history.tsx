import type { Route } from "./+types/about-history";
import { history } from "~/content/history";
import { aboutCopy } from "~/content/page-copy";
import { pages } from "~/content/pages";
import { HistoryTimeline } from "~/features/about/history-timeline";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";
import { Section } from "~/ui/section";

const page = pages.history;

// A page that does not hydrate reads its build-time facts as plain imports: a loader would write a
// .data file no browser fetches (postbuild stops the build if one appears).

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.history });

export default function HistoryPage() {
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero]} />
      <PageHero page={page} />
      <Section id="timeline" {...aboutCopy.history.timeline} align="center" surface="tinted" className="scroll-mt-32">
        <HistoryTimeline entries={history} />
      </Section>
    </>
  );
}
