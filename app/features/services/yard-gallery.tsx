import type { Yard, YardGroup } from "~/content/schemas/yard";
import { siteLabels } from "~/content/site-labels";
import { fill } from "~/lib/fill";
import { Img } from "~/ui/img";
import { Section } from "~/ui/section";
import { cn } from "~/lib/cn";
import { cardClass } from "~/ui/card";
import { cardTitleClass } from "~/ui/text-styles";

type YardGalleryProps = { heading: Yard["gallery"]; groups: readonly YardGroup[] };

/**
 * The facility gallery (spec: 14 titled equipment groups), one group a row. A group with several
 * pictures shows them in a two-column grid; a single picture fills the full width (a wider crop on
 * large screens, so it does not tower over the page). Every picture loads lazily.
 */
export function YardGallery({ heading, groups }: YardGalleryProps) {
  return (
    <Section id="facility-gallery" {...heading} surface="tinted">
      <ol className="grid gap-6 lg:gap-8">
        {groups.map((group, index) => (
          <li key={group.slug} id={group.slug} className="scroll-mt-40">
            <YardGroupView group={group} position={index + 1} total={groups.length} />
          </li>
        ))}
      </ol>
    </Section>
  );
}

function YardGroupView({ group, position, total }: { group: YardGroup; position: number; total: number }) {
  const titleId = `${group.slug}-title`;
  const several = group.images.length > 1;
  return (
    <article aria-labelledby={titleId} data-reveal className={cardClass("ringed", "flex h-full flex-col p-4 sm:p-5")}>
      <div className={several ? "grid grid-cols-2 gap-3 sm:gap-5" : ""}>
        {group.images.map((src, index) => (
          <Img
            key={src}
            src={src}
            alt={several ? fill(siteLabels.cards.groupView, { title: group.title, n: index + 1, count: group.images.length }) : group.title}
            width={800}
            height={600}
            sizes={several ? "(min-width: 1280px) 600px, 50vw" : "(min-width: 1280px) 1200px, 100vw"}
            className={cn("aspect-[4/3] w-full rounded-xl bg-navy-100 object-cover", !several && "lg:aspect-[2/1]")}
          />
        ))}
      </div>
      <div className="flex flex-1 flex-col gap-2 px-1 pt-5 pb-1 sm:flex-row sm:items-baseline sm:gap-5">
        <p className="shrink-0 text-sm font-extrabold tabular-nums text-amber-700">
          {/* Seen as "01 / 14"; read as the label's sentence ("Group 1 of 14", "Groupe 1 sur 14"). */}
          <span className="sr-only">{fill(siteLabels.cards.groupOf, { n: position, count: total })}</span>
          <span aria-hidden="true">{`${String(position).padStart(2, "0")} / ${total}`}</span>
        </p>
        <div>
          <h3 id={titleId} className={cardTitleClass}>
            {group.title}
          </h3>
          <p className="mt-1.5 leading-relaxed text-steel-600">{group.caption}</p>
        </div>
      </div>
    </article>
  );
}
