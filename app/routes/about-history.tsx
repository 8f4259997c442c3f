import type { Route } from "./+types/about-history";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.history;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.history });

export default function HistoryPage() {
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
    </>
  );
}
