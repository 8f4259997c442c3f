import type { Route } from "./+types/home";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { ButtonLink } from "~/ui/button-link";
import { PageHero } from "~/ui/page-hero";

const page = pages.home;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.home });

export default function HomePage() {
  return (
    <PageHero page={page}>
      <ButtonLink to={paths.services}>Get Started</ButtonLink>
      <ButtonLink to={paths.contact} variant="outline-light">
        Contact
      </ButtonLink>
    </PageHero>
  );
}
