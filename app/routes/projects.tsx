import type { Route } from "./+types/projects";
import { projectsCopy } from "~/content/page-copy";
import { projects } from "~/content/projects";
import { ProjectsCta } from "~/features/projects/projects-cta";
import { ProjectsShowcase } from "~/features/projects/projects-showcase";
import { pageWithMeta } from "~/features/seo/page-meta";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";

// The page does not hydrate (docs/decisions/0008): its filter is app/enhance/projects-filter.ts.
// A page that does not hydrate reads its build-time facts as plain imports: a loader would write a
// .data file no browser fetches (postbuild stops the build if one appears).
const { page, meta: projectsMeta } = pageWithMeta("projects");

export const meta: Route.MetaFunction = () => projectsMeta;

export default function ProjectsPage() {
  // Spec §4: the loader waits for the hero, every project picture and every client logo.
  const gateImages = [...new Set([page.hero, ...projects.flatMap((project) => [project.image, project.logo])])];
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={gateImages} />
      <PageHero page={page} />
      <ProjectsShowcase projects={projects} copy={projectsCopy} />
      <ProjectsCta cta={projectsCopy.cta} />
    </>
  );
}
