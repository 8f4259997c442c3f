import { Building2, Handshake, Warehouse, type LucideIcon } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import type { Office, OfficeId } from "~/content/schemas/office";
import { useUrlChoice } from "~/lib/use-url-choice";
import { OfficeDetails } from "./office-details";
import { OfficeMap } from "./office-map";
import { cn } from "~/lib/cn";

const icons: Record<OfficeId, LucideIcon> = { headoffice: Building2, portharcourt: Warehouse, chevron: Handshake };

const DEFAULT_OFFICE: OfficeId = "headoffice";
const PANEL_ID = "office-panel";
const tabId = (id: OfficeId) => `office-tab-${id}`;

/**
 * ARIA tabs, one per office (spec: default Head Office). Arrow keys, Home and End move between
 * tabs and select as they go; the choice is kept in `?office=` so it can be shared.
 */
export function OfficeSelector({ offices }: { offices: readonly Office[] }) {
  const ids = offices.map((office) => office.id);
  const [selectedId, select] = useUrlChoice("office", ids, DEFAULT_OFFICE);
  const selected = offices.find((office) => office.id === selectedId) ?? offices[0];
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (!selected) return null;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = offices.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const target = next === undefined ? undefined : offices[next];
    if (next === undefined || !target) return;
    event.preventDefault();
    select(target.id);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label="Our offices" className="grid gap-3 md:grid-cols-3">
        {offices.map((office, index) => {
          const active = office.id === selected.id;
          const Icon = icons[office.id];
          return (
            <button
              key={office.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={tabId(office.id)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={PANEL_ID}
              tabIndex={active ? 0 : -1}
              onClick={() => select(office.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn("flex min-h-16 items-center gap-3 rounded-card px-5 py-3 text-left text-sm font-bold transition-colors", active
                  ? "bg-navy-900 text-white shadow-raised"
                  : "bg-white text-navy-800 ring-1 ring-steel-300 hover:bg-navy-50 hover:ring-navy-700")}
            >
              <span
                aria-hidden="true"
                className={cn("grid size-10 shrink-0 place-items-center rounded-xl", active ? "bg-amber-500 text-navy-950" : "bg-navy-50 text-navy-700")}
              >
                <Icon className="size-5" />
              </span>
              {office.name}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(selected.id)}
        className="mt-6 grid overflow-hidden rounded-card bg-white shadow-raised ring-1 ring-steel-100 lg:grid-cols-[2fr_3fr]"
      >
        <OfficeDetails office={selected} />
        <OfficeMap office={selected} />
      </div>
    </div>
  );
}
