import type { Route } from "./+types/contact-quote";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.quote;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.quote });

export default function QuotePage() {
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
    </>
  );
}
