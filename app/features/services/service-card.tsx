import { ArrowRight, Check } from "lucide-react";
import type { Service } from "~/content/schemas/service";
import { siteLabels } from "~/content/site-labels";
import { fill } from "~/lib/fill";
import { servicePath } from "~/lib/paths";
import { cardClass } from "~/ui/card";
import { Img } from "~/ui/img";
import { accentClasses } from "./accent";
import { ServiceIcon } from "./service-icon";
import { cn } from "~/lib/cn";
import { cardTitleClass } from "~/ui/text-styles";

/** Spec: each card on the services page shows the first three of its service's features. */
export const CARD_FEATURE_COUNT = 3;

type ServiceCardProps = {
  service: Service;
  /**
   * Where the card is alone in the grid's last row, it spans it: at `md` (two columns) at full
   * width, at `lg` (three columns) with the picture beside the text. servicesGridSpan says where.
   */
  wide?: GridSpan;
  /** The link's visible words ("Learn more"); the service's name follows for screen readers. */
  cue: string;
};

/** A service on the services page: picture, icon in the service's colour, description, features, Learn more. */
export type GridSpan = { md: boolean; lg: boolean };

/** Where the card at `index` of `count` is alone in its row: two columns from `md`, three from `lg`. */
export function servicesGridSpan(index: number, count: number): GridSpan {
  const last = index === count - 1;
  return { md: last && count % 2 === 1, lg: last && count % 3 === 1 };
}

export function ServiceCard({ service, wide: span = { md: false, lg: false }, cue }: ServiceCardProps) {
  const wide = span.lg;
  const accent = accentClasses[service.colour];
  const titleId = `service-${service.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-reveal
      className={cardClass(
        "ringed",
        cn(
          "group relative flex flex-col overflow-hidden transition-shadow hover:shadow-raised",
          span.md && "md:col-span-2",
          span.md && !wide && "lg:col-span-1",
          wide && "lg:col-span-3 lg:flex-row",
        ),
      )}
    >
      <div aria-hidden="true" className={cn("absolute inset-x-0 top-0 z-10 h-1", accent.bar)} />
      <div className={cn("relative overflow-hidden bg-navy-900", wide && "lg:w-5/12 lg:shrink-0")}>
        <Img
          src={service.image}
          alt=""
          width={800}
          height={600}
          sizes="(min-width: 1024px) 400px, 100vw"
          className={cn(
            "aspect-[16/10] w-full object-cover transition-transform duration-500 group-hover:scale-105",
            wide && "lg:aspect-auto lg:h-full",
          )}
        />
      </div>
      <div className={cn("relative flex flex-1 flex-col px-6 pt-10 pb-6", wide && "lg:justify-center lg:px-12 lg:py-10")}>
        <span
          className={cn(
            "absolute -top-7 left-6 flex size-14 items-center justify-center rounded-2xl shadow-card ring-4 ring-white",
            accent.solid,
            wide && "lg:static lg:mb-5 lg:ring-0",
          )}
        >
          <ServiceIcon name={service.icon} className="size-7" />
        </span>
        <h3 id={titleId} className={cardTitleClass}>
          {service.title}
        </h3>
        <p className="mt-3 leading-relaxed text-steel-600">{service.description}</p>
        <ul className="mt-5 space-y-2.5" aria-label={fill(siteLabels.cards.keyFeatures, { service: service.title })}>
          {service.features.slice(0, CARD_FEATURE_COUNT).map((feature) => (
            <li key={feature} className="flex gap-3 text-sm font-medium text-navy-800">
              <span className={cn("mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full", accent.soft)}>
                <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
              </span>
              {feature}
            </li>
          ))}
        </ul>
        <a
          href={servicePath(service.id)}
          className={cn(
            "inline-flex min-h-11 items-center gap-2 self-start pt-6",
            wide ? "lg:mt-2" : "mt-auto",
            "text-sm font-bold text-navy-700 hover:text-amber-700",
          )}
        >
          {cue} <span className="sr-only">{fill(siteLabels.cards.serviceAbout, { service: service.title })}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </a>
      </div>
    </article>
  );
}
