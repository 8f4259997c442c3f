import { CalendarCheck } from "lucide-react";
import type { Certification } from "~/content/schemas/certification";
import { siteLabels } from "~/content/site-labels";
import { Img } from "~/ui/img";
import { cardClass } from "~/ui/card";

/**
 * A certificate: its artwork with the year badge, category, name and description. The validity
 * line appears only for an entry that states one (spec: none does), never as an empty label.
 */
export function CertificationCard({ certification }: { certification: Certification }) {
  const titleId = `${certification.id}-title`;
  return (
    <article
      id={certification.id}
      aria-labelledby={titleId}
      data-reveal
      className={cardClass("ringed", "flex h-full scroll-mt-32 flex-col overflow-hidden")}
    >
      <div className="relative bg-navy-50 px-10 pt-8">
        <Img
          src={certification.image}
          alt=""
          width={600}
          height={800}
          className="mx-auto aspect-[3/4] w-full max-w-56 rounded-t-lg object-cover shadow-raised"
        />
        <p className="absolute top-4 right-4 rounded-full bg-amber-500 px-3 py-1 text-sm font-extrabold tabular-nums text-navy-950 shadow-card">
          <span className="sr-only">{`${siteLabels.cards.awarded} `}</span>
          {certification.year}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-bold uppercase tracking-[0.15em] text-amber-700">{certification.category}</p>
        <h3 id={titleId} className="mt-2 text-lg leading-snug font-extrabold text-navy-900">
          {certification.name}
        </h3>
        <p className="mt-3 flex-1 leading-relaxed text-steel-600">{certification.description}</p>
        {certification.validity && (
          <p className="mt-5 flex items-center gap-2 border-t border-steel-100 pt-4 text-sm font-semibold text-navy-800">
            <CalendarCheck aria-hidden="true" className="size-4 text-amber-700" />
            {`${siteLabels.cards.validity} `}
            {certification.validity}
          </p>
        )}
      </div>
    </article>
  );
}
