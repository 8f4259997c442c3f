import type { Project } from "~/content/schemas/project";
import { useUrlChoice } from "~/lib/use-url-choice";
import { Container } from "~/ui/container";
import { SectionHeading } from "~/ui/section-heading";
import { ALL_CATEGORIES, categoryOptions, projectsIn } from "./project-categories";
import { ProjectCard } from "./project-card";
import { ProjectFilter } from "./project-filter";

/** The category filter, its announced result count and the grid of project cards. */
export function ProjectsShowcase({ projects }: { projects: readonly Project[] }) {
  const options = categoryOptions(projects);
  const [category, setCategory] = useUrlChoice(
    "category",
    options.map((option) => option.slug),
    ALL_CATEGORIES,
  );
  const shown = projectsIn(projects, category);
  const current = options.find((option) => option.slug === category);

  return (
    <section id="project-list" aria-labelledby="project-list-heading" className="bg-steel-50 py-16 sm:py-20">
      <Container>
        <SectionHeading id="project-list-heading" eyebrow="Our portfolio" title="Featured projects">
          Work for oil and gas operators, a tank farm operator, a refinery company, a completions services firm
          and a wellsite services firm, from single repairs to multi-year programmes.
        </SectionHeading>
        <div className="mt-10 rounded-card bg-white p-5 shadow-card ring-1 ring-steel-100 sm:p-6">
          <ProjectFilter options={options} value={category} onChange={setCategory} />
          <p role="status" className="mt-4 border-t border-steel-100 pt-4 text-sm text-steel-600">
            Showing <strong className="text-navy-900">{shown.length}</strong> of {projects.length} projects
            {category !== ALL_CATEGORIES && current ? ` in ${current.name}` : ""}
          </p>
        </div>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
