import type { Route } from "./+types/about-gallery";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

const page = pages.gallery;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.gallery });

export default function GalleryPage() {
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
    </>
  );
}
