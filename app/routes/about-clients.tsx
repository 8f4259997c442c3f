import type { Route } from "./+types/about-clients";
import { clients } from "~/content/clients";
import { pages } from "~/content/pages";
import { AboutSection } from "~/features/about/about-section";
import { ClientGrid } from "~/features/about/client-grid";
import { groupBySector } from "~/features/about/client-sectors";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.clients;

// Runs at build time: the client list travels as page data, grouped once, not in the JavaScript.
export function loader() {
  return { groups: groupBySector(clients), total: clients.length };
}

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.clients });

export default function ClientsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
      <AboutSection
        id="our-clients"
        eyebrow="Across the value chain"
        title="Our clients"
        lead={`${loaderData.total} operators, asset owners and service companies across the upstream, midstream and downstream sectors.`}
        tinted
      >
        <ClientGrid groups={loaderData.groups} />
      </AboutSection>
    </>
  );
}
