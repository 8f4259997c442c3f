import { Anchor, Building2, Factory, Handshake, Warehouse, type LucideIcon } from "lucide-react";
import type { Office, OfficeIconName } from "~/content/schemas/office";
import { OfficeDetails, type OfficeLabels } from "./office-details";
import { OfficeMap } from "./office-map";

/** Each icon an office may name (schemas/office.ts): only these reach the browser. */
const icons: Record<OfficeIconName, LucideIcon> = {
  "building-2": Building2,
  warehouse: Warehouse,
  handshake: Handshake,
  factory: Factory,
  anchor: Anchor,
};

const tabId = (id: string) => `office-tab-${id}`;
const panelId = (id: string) => `office-panel-${id}`;

/**
 * Every office in full, one after another, so each address, phone, e-mail and map is there without
 * scripts. Where scripts run, app/enhance/office-tabs.ts makes them ARIA tabs, one per office (spec:
 * default Head Office), shows the tab list (`data-js-only`) and only the chosen office; the choice
 * is kept in `?office=`. The classes follow `aria-selected`.
 */
export function OfficeSelector({ offices, labels }: { offices: readonly Office[]; labels: OfficeLabels }) {
  return (
    <div data-module="office-tabs">
      {/* Buttons until the module makes them tabs: without scripts each office is a region of its
          own, and tab roles without their panels would be invalid markup (Nu Html Checker). */}
      <div data-js-only data-tablist={labels.tabList} className="mb-6 grid gap-3 md:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]">
        {offices.map((office) => {
          const Icon = icons[office.icon];
          return (
            <button
              key={office.id}
              id={tabId(office.id)}
              type="button"
              data-office={office.id}
              aria-controls={panelId(office.id)}
              className="group flex min-h-16 items-center gap-3 rounded-card bg-white px-5 py-3 text-left text-sm font-bold text-navy-800 ring-1 ring-steel-300 transition-colors hover:bg-navy-50 hover:ring-navy-700 aria-selected:bg-navy-900 aria-selected:text-white aria-selected:shadow-raised aria-selected:ring-0"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-navy-50 text-navy-700 group-aria-selected:bg-amber-500 group-aria-selected:text-navy-950"
              >
                <Icon className="size-5" />
              </span>
              {office.name}
            </button>
          );
        })}
      </div>
      <div className="grid gap-6">
        {offices.map((office) => (
          <section
            key={office.id}
            id={panelId(office.id)}
            aria-labelledby={`office-${office.id}-name`}
            className="grid overflow-hidden rounded-card bg-white shadow-raised ring-1 ring-steel-100 lg:grid-cols-[2fr_3fr]"
          >
            <OfficeDetails office={office} labels={labels} />
            <OfficeMap office={office} labels={labels} />
          </section>
        ))}
      </div>
    </div>
  );
}
