import { data } from "react-router";
import type { Route } from "./+types/service-detail";
import { company } from "~/content/company";
import { servicesOverview } from "~/content/services-overview";
import { findService, services } from "~/content/services";
import { ServiceSections } from "~/features/services/sections/service-sections";
import { ServiceIntro } from "~/features/services/service-intro";
import { ServiceSideNav } from "~/features/services/service-side-nav";
import { pageMeta } from "~/features/seo/page-meta";
import { servicePath } from "~/lib/paths";
import { ContactCard } from "~/ui/contact-card";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";

// The page does not hydrate, so it reads its text as plain imports: a loader would write a .data
// file no browser fetches (postbuild stops the build if one appears). Only the services of
// data/services.json are prerendered (app/content/site-map.ts); any other address is the 404 page.
export const meta: Route.MetaFunction = ({ params }) => {
  const service = findService(params.serviceId);
  return service ? pageMeta({ title: service.title, description: service.description, path: servicePath(service.id) }) : [];
};

const { detail } = servicesOverview;

export default function ServiceDetailPage({ params }: Route.ComponentProps) {
  const service = findService(params.serviceId);
  if (!service) throw data(null, { status: 404 });
  const { page } = service;
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={page.gateImages} />
      <PageHero page={{ eyebrow: detail.eyebrow, heading: service.title, intro: service.summary, hero: page.hero }} />
      <Container className="py-10 sm:py-14 lg:py-20">
        <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[20rem_minmax(0,1fr)] xl:gap-16">
          <div className="lg:sticky lg:top-36 lg:self-start">
            <ServiceSideNav title={detail.navTitle} services={services} current={service.id} />
            <div className="mt-8 hidden lg:block">
              {/* The side column's prompt to get in touch: the first phone number, the e-mail and a quote. */}
              <ContactCard
                id="service-help-title"
                compact
                title={detail.help.title}
                text={detail.help.text.replace("{service}", service.proseName)}
                phones={company.phones.slice(0, 1)}
                email={company.emails.info}
                action={detail.help.action}
              />
            </div>
          </div>
          <div className="mt-10 min-w-0 space-y-20 lg:mt-0">
            <ServiceIntro service={service} intro={page.intro} labels={{ overview: detail.overviewLabel, glance: detail.glanceTitle }} />
            <ServiceSections sections={page.sections} />
          </div>
        </div>
      </Container>
    </>
  );
}
