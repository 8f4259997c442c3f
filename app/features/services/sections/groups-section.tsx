import type { SectionOf } from "~/content/schemas/service-page";
import { ServiceIcon } from "../service-icon";
import { SectionFrame } from "./section-frame";
import { cardClass } from "~/ui/card";

/** Titled groups of items (scope categories, product groups), each on its own card. */
export function GroupsSection({ section }: { section: SectionOf<"groups"> }) {
  return (
    <SectionFrame {...section}>
      <div className="grid gap-5 sm:grid-cols-2">
        {section.groups.map((group) => (
          <article key={group.title} data-reveal className={cardClass("bordered", "flex flex-col p-6")}>
            <div className="flex items-center gap-4">
              {group.icon && (
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-amber-400">
                  <ServiceIcon name={group.icon} />
                </span>
              )}
              <h3 className="text-lg font-bold leading-snug text-navy-900">{group.title}</h3>
            </div>
            <ul className="mt-5 space-y-2.5 border-t border-steel-100 pt-5">
              {group.items.map((item) => (
                <li key={item} className="flex items-start gap-3 text-steel-800">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-amber-500" />
                  {item}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </SectionFrame>
  );
}
