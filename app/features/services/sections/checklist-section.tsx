import { Check } from "lucide-react";
import type { SectionOf } from "~/content/schemas/service-page";
import { siteLabels } from "~/content/site-labels";
import { SectionFrame } from "./section-frame";

/** A list of short items with check marks, in two columns from small screens up. */
export function ChecklistSection({ section }: { section: SectionOf<"checklist"> }) {
  // The label puts the badge where its language does: "24/7 support", « Assistance 24 h/24 ».
  const [before, after] = siteLabels.cards.support.split("{badge}");
  return (
    <SectionFrame
      {...section}
      aside={
        section.badge && (
          <p className="inline-flex items-center gap-2 rounded-full bg-navy-900 px-4 py-2 text-sm font-bold text-white">
            {before}
            <span className="text-amber-400">{section.badge}</span>
            {after}
          </p>
        )
      }
    >
      <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {section.items.map((item) => (
          <li
            key={item}
            className="flex items-start gap-3 rounded-xl border border-steel-100 bg-steel-50 px-4 py-3 text-[0.95rem] font-medium text-navy-900"
          >
            <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-amber-500 text-navy-950">
              <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
