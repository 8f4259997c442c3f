import { MapPin } from "lucide-react";
import type { Project } from "~/content/schemas/project";
import { siteLabels } from "~/content/site-labels";
import { fill } from "~/lib/fill";
import { Img } from "~/ui/img";
import { cardClass } from "~/ui/card";

/** One project: picture with the client's logo, title, client, place and year, description. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <article id={project.id} data-reveal className={cardClass("ringed", "render-near-view flex h-full flex-col overflow-hidden")}>
      <div className="relative">
        <Img
          src={project.image}
          alt=""
          width={800}
          height={600}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[4/3] w-full object-cover"
        />
        <span className="absolute top-4 left-4 rounded-full bg-navy-950/85 px-3 py-1 text-xs font-bold text-white">
          {project.categoryLabel}
        </span>
        <div className="absolute bottom-0 left-5 translate-y-1/2 rounded-xl bg-white px-2 py-1 shadow-card ring-1 ring-steel-100">
          <Img
            src={project.logo}
            alt={fill(siteLabels.cards.logoAlt, { client: project.client })}
            width={240}
            height={120}
            className="h-12 w-24"
          />
        </div>
      </div>
      <div className="flex flex-1 flex-col px-6 pt-10 pb-6">
        <p className="flex items-center gap-1.5 text-xs font-bold tracking-wider text-amber-700 uppercase">
          <MapPin aria-hidden="true" className="size-3.5" />
          {project.location} · {project.year}
        </p>
        <h3 className="mt-2 text-xl leading-snug font-extrabold text-navy-900">{project.title}</h3>
        <p className="mt-1 text-sm font-semibold text-navy-700">
          <span className="text-steel-600">{siteLabels.cards.client}</span> {project.client}
        </p>
        <p className="mt-3 text-sm leading-relaxed text-steel-600">{project.description}</p>
      </div>
    </article>
  );
}
