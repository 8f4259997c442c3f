import type { Route } from "./+types/careers";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.careers;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.careers });

export default function CareersPage() {
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
    </>
  );
}
