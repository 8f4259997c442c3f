import { useSearchParams } from "react-router";
import type { Route } from "./+types/search";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";

const page = pages.search;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.search, noindex: true });

export default function SearchPage() {
  const [params] = useSearchParams();
  const term = params.get("q")?.trim() ?? "";
  return (
    <>
      <PageHero page={page} />
      <Container className="py-12">
        <p className="text-lg" role="status">
          {term ? (
            <>
              You searched for <strong>“{term}”</strong>.
            </>
          ) : (
            "Type a word in the search box to search the site."
          )}
        </p>
      </Container>
    </>
  );
}
