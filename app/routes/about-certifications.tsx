import type { Route } from "./+types/about-certifications";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.certifications;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.certifications });

export default function CertificationsPage() {
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
    </>
  );
}
