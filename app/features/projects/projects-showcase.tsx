import type { Project } from "~/content/schemas/project";
import { Container } from "~/ui/container";
import { SectionHeading } from "~/ui/section-heading";
import { categoryOptions, categorySlug } from "./project-categories";
import { ProjectCard } from "./project-card";
import { ProjectFilter } from "./project-filter";

/**
 * The category filter, its announced result count and the grid of every project card, rendered at
 * build time. The filter is app/enhance/projects-filter.ts: shown only where scripts run, it hides
 * the cards of other categories and keeps the choice in `?category=`.
 */
export function ProjectsShowcase({ projects }: { projects: readonly Project[] }) {
  const options = categoryOptions(projects);
  return (
    <section id="project-list" aria-labelledby="project-list-heading" data-module="projects-filter" className="bg-steel-50 py-16 sm:py-20">
      <Container>
        <SectionHeading id="project-list-heading" eyebrow="Our portfolio" title="Featured projects">
          Work for oil and gas operators, a tank farm operator, a refinery company, a completions services firm and a wellsite services
          firm, from single repairs to multi-year programmes.
        </SectionHeading>
        <div className="mt-10 rounded-card bg-white p-5 shadow-card ring-1 ring-steel-100 sm:p-6">
          <div data-js-only className="mb-4 border-b border-steel-100 pb-4">
            <ProjectFilter options={options} />
          </div>
          <p role="status" className="text-sm text-steel-600">
            Showing{" "}
            <strong data-shown-count className="text-navy-900">
              {projects.length}
            </strong>{" "}
            of {projects.length} projects
            <span data-shown-in />
          </p>
        </div>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id} data-category={categorySlug(project.category)}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
