import type { Route } from "./+types/about-who-we-are";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.whoWeAre;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.whoWeAre });

export default function WhoWeArePage() {
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
    </>
  );
}
