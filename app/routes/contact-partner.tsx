import type { Route } from "./+types/contact-partner";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.partner;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.partner });

export default function PartnerPage() {
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
    </>
  );
}
