import type { Route } from "./+types/services";
import { pages } from "~/content/pages";
import { services } from "~/content/services";
import { servicesOverview as overview } from "~/content/services-overview";
import { servicesStats } from "~/content/services-stats";
import { ServiceCard, servicesGridSpan } from "~/features/services/service-card";
import { CtaBand } from "~/features/services/sections/cta-band";
import { MediaSection } from "~/features/services/sections/media-section";
import { StatsBand } from "~/features/services/stats-band";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";
import { Section } from "~/ui/section";

const page = pages.services;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.services });

export default function ServicesPage() {
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero]} />
      <PageHero page={page} />
      <Section
        id="our-services"
        eyebrow={overview.cards.eyebrow}
        title={overview.cards.title}
        lead={overview.cards.lead}
        align="center"
        surface="tinted"
        gap="mt-16"
      >
        <div className="grid gap-x-6 gap-y-12 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service, index) => (
            <ServiceCard key={service.id} service={service} wide={servicesGridSpan(index, services.length)} cue={overview.cards.cardCue} />
          ))}
        </div>
      </Section>
      <StatsBand id="services-in-numbers" title={overview.statsTitle} stats={servicesStats} />
      <Container className="space-y-20 py-16 sm:py-24">
        <MediaSection section={overview.workshop} />
        <CtaBand {...overview.cta} />
      </Container>
    </>
  );
}
