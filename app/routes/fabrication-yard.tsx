import type { Route } from "./+types/fabrication-yard";
import { pages } from "~/content/pages";
import { YARD_LOADER_TIMEOUT_MS } from "~/lib/constants";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.yard;

// Served at /services/fabrication-yard and /fabrication-yard; both declare the first as canonical.
export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.yard });

export default function FabricationYardPage() {
  return (
    <>
      <LoadingGate images={[page.hero]} maxWaitMs={YARD_LOADER_TIMEOUT_MS} />
      <PageHero page={page} />
    </>
  );
}
