import type { Route } from "./+types/contact-vendor";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.vendor;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.vendor });

export default function VendorPage() {
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
    </>
  );
}
