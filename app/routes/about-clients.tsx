import type { Route } from "./+types/about-clients";
import { clients } from "~/content/clients";
import { aboutCopy } from "~/content/page-copy";
import { pages } from "~/content/pages";
import { ClientGrid } from "~/features/about/client-grid";
import { groupBySector } from "~/features/about/client-sectors";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";
import { Section } from "~/ui/section";

const page = pages.clients;

// A page that does not hydrate reads its build-time facts as plain imports: a loader would write a
// .data file no browser fetches (postbuild stops the build if one appears).
const groups = groupBySector(clients);

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.clients });

export default function ClientsPage() {
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero]} />
      <PageHero page={page} />
      <Section id="our-clients" {...aboutCopy.clients.list} surface="tinted" className="scroll-mt-32">
        <ClientGrid groups={groups} />
      </Section>
    </>
  );
}
