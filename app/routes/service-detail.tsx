import { data } from "react-router";
import type { Route } from "./+types/service-detail";
import { findService } from "~/content/services";
import { pageMeta } from "~/lib/meta";
import { servicePath } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

// Runs at build time for each prerendered /services/{id}; an unknown id is a 404.
export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.serviceId);
  if (!service) throw data(null, { status: 404 });
  return { serviceId: service.id };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const service = findService(loaderData?.serviceId);
  return service ? pageMeta({ title: service.title, description: service.description, path: servicePath(service.id) }) : [];
};

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const service = findService(loaderData.serviceId);
  if (!service) return null;
  return (
    <>
      <LoadingGate images={[service.image]} />
      <PageHero page={{ eyebrow: "Our services", heading: service.title, intro: service.summary, hero: service.image }} />
    </>
  );
}
