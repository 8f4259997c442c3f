import type { Route } from "./+types/about-clients";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.clients;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.clients });

export default function ClientsPage() {
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
    </>
  );
}
