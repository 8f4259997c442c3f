import type { Route } from "./+types/not-found";
import { notFoundLinks } from "~/content/not-found-page";
import { pages } from "~/content/pages";
import { pageMeta } from "~/features/seo/page-meta";
import { ButtonLinks } from "~/ui/button-link";
import { PageHero } from "~/ui/page-hero";

const page = pages.notFound;

// Prerendered at /404 and served as 404.html for every unknown address.
export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: "/404", noindex: true, languages: [] });

export default function NotFoundPage() {
  return (
    <PageHero page={page}>
      <ButtonLinks links={notFoundLinks} />
    </PageHero>
  );
}
