import type { Route } from "./+types/projects";
import { projects } from "~/content/projects";
import { ProjectsCta } from "~/features/projects/projects-cta";
import { ProjectsShowcase } from "~/features/projects/projects-showcase";
import { pageWithMeta } from "~/features/seo/page-meta";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";

// Runs at build time. The page does not hydrate (docs/decisions/0008): its filter is
// app/enhance/projects-filter.ts.
export function loader() {
  return pageWithMeta("projects");
}

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
