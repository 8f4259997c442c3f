import type { ProjectsPage } from "~/content/schemas/page-copy";
import type { Project } from "~/content/schemas/project";
import { siteLabels } from "~/content/site-labels";
import { fill } from "~/lib/fill";
import { Section } from "~/ui/section";
import { categoryOptions } from "./project-categories";
import { ProjectCard } from "./project-card";
import { ProjectFilter } from "./project-filter";
import { cardClass } from "~/ui/card";

/**
 * The category filter, its announced result count and the grid of every project card, rendered at
 * build time. The filter is app/enhance/projects-filter.ts: shown only where scripts run, it hides
 * the cards of other categories and keeps the choice in `?category=`.
 */
export function ProjectsShowcase({
  projects,
  copy,
}: {
  projects: readonly Project[];
  copy: Pick<ProjectsPage, "showcase" | "filterLabel">;
}) {
  const options = categoryOptions(projects);
  return (
    <Section
      id="project-list"
      headingId="project-list-heading"
      data-module="projects-filter"
      {...copy.showcase}
      surface="tinted"
      spacing="snug"
      gap="mt-10"
    >
      <div className={cardClass("ringed", "p-5 sm:p-6")}>
        <div data-js-only className="mb-4 border-b border-steel-100 pb-4">
          <ProjectFilter label={copy.filterLabel} options={options} />
        </div>
        <p role="status" className="text-sm text-steel-600">
          {siteLabels.cards.showing}{" "}
          <strong data-shown-count className="text-navy-900">
            {projects.length}
          </strong>{" "}
          {fill(siteLabels.cards.ofProjects, { count: projects.length })}
          <span data-shown-in={siteLabels.cards.inCategory} />
        </p>
      </div>
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id} data-category={project.category}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
