import type { SectionWithMore } from "~/content/schemas/home";
import type { Project } from "~/content/schemas/project";
import { paths } from "~/lib/paths";
import { CardGrid } from "~/ui/card-grid";
import { Container } from "~/ui/container";
import { Img } from "~/ui/img";
import { SectionHeader } from "./section-header";

export type ProjectTile = Pick<Project, "title" | "client" | "categoryLabel" | "description" | "image">;

/**
 * Latest Projects: four tiles linking to /projects. On wider screens that can hover, client and
 * description slide up over the picture on hover or keyboard focus (focus-within); on small or touch
 * screens they are always shown, so nothing depends on a hover that never comes.
 */
const tileClass =
  "group relative isolate flex min-h-[22rem] flex-col justify-end overflow-hidden rounded-card bg-navy-900 shadow-card sm:aspect-[16/11] sm:min-h-0";

export function LatestProjects({ projects, copy }: { projects: ProjectTile[]; copy: SectionWithMore }) {
  return (
    <section id="latest-projects" aria-labelledby="projects-heading" className="render-near-view py-20 sm:py-28">
      <Container>
        <SectionHeader id="projects-heading" copy={copy} more={{ href: paths.projects, label: copy.moreLabel }} />
        <CardGrid items={projects} keyOf="title" className="mt-12 grid gap-6 sm:grid-cols-2" itemClassName={tileClass} reveal>
          {(project) => (
            <>
              <Img
                src={project.image}
                alt=""
                width={800}
                height={600}
                className="absolute inset-0 -z-10 h-full w-full object-cover transition-transform duration-700 group-focus-within:scale-105 group-hover:scale-105"
              />
              <div
                aria-hidden="true"
                className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-950 via-navy-950/75 to-navy-950/10 transition-opacity duration-500 sm:[@media(hover:hover)]:opacity-60 group-focus-within:opacity-100 group-hover:opacity-100"
              />
              <div className="p-6 text-white sm:p-8">
                <p className="inline-flex rounded-full bg-amber-500 px-3 py-1 text-xs font-bold tracking-wide text-navy-950">
                  {project.categoryLabel}
                </p>
                <h3 className="mt-3 text-xl font-bold text-balance sm:text-2xl">
                  {/* A plain link like every other (the home page does not hydrate): React Router's Link would
                      put the French build's basename before paths.projects, which already carries it. */}
                  <a href={paths.projects} className="rounded-sm after:absolute after:inset-0 after:content-['']">
                    {project.title}
                  </a>
                </h3>
                <div className="grid transition-[grid-template-rows,opacity] duration-500 ease-out sm:[@media(hover:hover)]:grid-rows-[0fr] sm:[@media(hover:hover)]:opacity-0 group-focus-within:grid-rows-[1fr] group-focus-within:opacity-100 group-hover:grid-rows-[1fr] group-hover:opacity-100">
                  <div className="overflow-hidden">
                    <p className="mt-2 text-sm font-semibold text-amber-300">{project.client}</p>
                    <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-navy-100">{project.description}</p>
                  </div>
                </div>
              </div>
            </>
          )}
        </CardGrid>
      </Container>
    </section>
  );
}
