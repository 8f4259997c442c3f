import { Building2, Users } from "lucide-react";
import type { StructureGroup } from "~/content/schemas/management-structure";
import { cardClass } from "~/ui/card";
import { itemNoteClass, panelHeadingClass } from "~/ui/text-styles";

const icons = { "executive-management": Building2, committees: Users } as const;

/** Management Structure: Executive Management and the Committees, each with its members' roles. */
export function ManagementStructure({ groups }: { groups: StructureGroup[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {groups.map((group) => {
        const Icon = icons[group.id];
        return (
          <article
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-title`}
            data-reveal
            className={cardClass("ringed", "scroll-mt-32 p-6 sm:p-8")}
          >
            <div className="flex items-center gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-navy-900 text-amber-400">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 id={`${group.id}-title`} className={panelHeadingClass}>
                {group.title}
              </h3>
            </div>
            <p className="mt-4 leading-relaxed text-steel-600">{group.intro}</p>
            <ul className="mt-6 space-y-4">
              {group.items.map((item) => (
                <li key={item.title} className="border-l-4 border-amber-500 pl-4">
                  <h4 className="font-extrabold text-navy-900">{item.title}</h4>
                  <p className={itemNoteClass}>{item.description}</p>
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </div>
  );
}
