import type { SectionOf } from "~/content/schemas/service-page";
import { ServiceIcon } from "../service-icon";
import { SectionFrame } from "./section-frame";
import { cardClass } from "~/ui/card";
import { CardGrid, CardText } from "~/ui/card-grid";

/**
 * Features with a title and a sentence each. "cards" is a grid of white cards with icons;
 * "numbered" is a dark panel of counted reasons, so a page's two feature lists look different.
 */
export function FeaturesSection({ section }: { section: SectionOf<"features"> }) {
  return (
    <SectionFrame {...section}>
      {section.style === "numbered" ? (
        <ol className="grid gap-px overflow-hidden rounded-card bg-navy-800 shadow-raised sm:grid-cols-2">
          {section.features.map((feature, index) => (
            <li key={feature.title} className="flex gap-5 bg-navy-900 p-6 sm:p-7 sm:last:odd:col-span-2">
              <span aria-hidden="true" className="text-3xl font-extrabold leading-none text-amber-400">
                {String(index + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="text-lg font-bold text-white">{feature.title}</h3>
                <p className="mt-2 leading-relaxed text-navy-100">{feature.description}</p>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <CardGrid
          items={section.features}
          keyOf="title"
          className="grid gap-5 sm:grid-cols-2"
          itemClassName={cardClass("bordered", "p-6")}
          reveal
        >
          {(feature) => (
            <CardText
              item={feature}
              lead={
                feature.icon && (
                  <span className="flex size-11 items-center justify-center rounded-xl bg-amber-300/30 text-amber-700">
                    <ServiceIcon name={feature.icon} className="size-5" />
                  </span>
                )
              }
            />
          )}
        </CardGrid>
      )}
    </SectionFrame>
  );
}
