import { Check } from "lucide-react";
import type { Service } from "~/content/schemas/service";
import type { ServicePage } from "~/content/schemas/service-page";
import { Img } from "~/ui/img";
import { pictureClass } from "~/ui/media-block";
import { accentClasses } from "./accent";
import { ServiceIcon } from "./service-icon";
import { cn } from "~/lib/cn";

type ServiceIntroProps = {
  service: Service;
  intro: ServicePage["intro"];
  /** The eyebrow over the title and the heading of the key features. */
  labels: { overview: string; glance: string };
};

/** The opening section of a detail page: overview text, the service's picture and its key features. */
export function ServiceIntro({ service, intro, labels }: ServiceIntroProps) {
  const accent = accentClasses[service.colour];
  return (
    <section id="overview" aria-labelledby="overview-title" className="scroll-mt-40">
      <div className="grid gap-10 xl:grid-cols-[1fr_24rem] xl:items-start">
        <div>
          <p className="flex items-center gap-3 text-xs font-bold uppercase tracking-[0.2em] text-amber-700">
            <span className={cn("flex size-9 items-center justify-center rounded-lg", accent.solid)}>
              <ServiceIcon name={service.icon} className="size-5" />
            </span>
            {labels.overview}
          </p>
          <h2 id="overview-title" className="mt-4 text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
            {intro.title}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-steel-600">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="relative isolate mr-3 mb-3">
          <div aria-hidden="true" className={cn("absolute inset-0 -z-10 translate-x-3 translate-y-3 rounded-card", accent.bar)} />
          <Img
            src={intro.image}
            alt={intro.imageAlt}
            width={800}
            height={600}
            sizes="(min-width: 1280px) 384px, 100vw"
            className={pictureClass("raised", "relative")}
          />
        </div>
      </div>
      <div className="mt-10 rounded-card border border-steel-100 bg-steel-50 p-6">
        <h3 className="text-sm font-bold uppercase tracking-[0.15em] text-navy-800">{labels.glance}</h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {service.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3 font-medium text-navy-900">
              <span className={cn("mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full", accent.solid)}>
                <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
