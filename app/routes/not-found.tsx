import type { Route } from "./+types/not-found";
import { pages } from "~/content/pages";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { ButtonLink } from "~/ui/button-link";
import { PageHero } from "~/ui/page-hero";

const page = pages.notFound;

// Prerendered at /404 and served as 404.html for every unknown address.
export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: "/404", noindex: true });

export default function NotFoundPage() {
  return (
    <PageHero page={page}>
      <ButtonLink to={paths.home}>Home page</ButtonLink>
      <ButtonLink to={paths.services} variant="outline-light">
        Our services
      </ButtonLink>
      <ButtonLink to={paths.contact} variant="outline-light">
        Contact us
      </ButtonLink>
    </PageHero>
  );
}
