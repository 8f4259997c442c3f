import type { Route } from "./+types/projects";
import { projects } from "~/content/projects";
import { ProjectsCta } from "~/features/projects/projects-cta";
import { ProjectsShowcase } from "~/features/projects/projects-showcase";
import { pageWithMeta } from "~/features/seo/page-meta";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import type { RouteHandle } from "~/lib/route-handle";

// Runs at build time: the page's text and meta travel as page data, so neither the meta builder
// nor the text of every other page ships in the JavaScript (docs/decisions/0006).
export function loader() {
  return pageWithMeta("projects");
}

// The page's widget needs React in the browser (docs/decisions/0006).
export const handle = { hydrate: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  // Spec §4: the loader waits for the hero, every project picture and every client logo.
  const gateImages = [...new Set([page.hero, ...projects.flatMap((project) => [project.image, project.logo])])];
  return (
    <>
      <LoadingGate images={gateImages} />
      <PageHero page={page} />
      <ProjectsShowcase projects={projects} />
      <ProjectsCta />
    </>
  );
}
