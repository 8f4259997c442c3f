import type { SectionOf } from "~/content/schemas/service-page";
import { siteLabels } from "~/content/site-labels";
import { fill } from "~/lib/fill";
import { SectionFrame } from "./section-frame";
import { cardClass } from "~/ui/card";

/** An ordered process: numbered cards that read left to right, top to bottom. */
export function StepsSection({ section }: { section: SectionOf<"steps"> }) {
  return (
    <SectionFrame {...section}>
      <ol className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {section.steps.map((step, index) => (
          <li key={step.title} data-reveal className={cardClass("bordered", "relative flex flex-col p-6")}>
            <span aria-hidden="true" className="text-4xl font-extrabold tracking-tight text-amber-700">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-3 text-lg font-bold text-navy-900">
              <span className="sr-only">{`${fill(siteLabels.cards.step, { n: index + 1 })} `}</span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-steel-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
