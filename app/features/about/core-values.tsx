import { BadgeCheck, Handshake, MapPinned, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import type { CoreValue, CoreValueIcon } from "~/content/schemas/company-profile";
import { siteLabels } from "~/content/site-labels";
import { fill } from "~/lib/fill";
import { CardGrid, CardText } from "~/ui/card-grid";
import { Img } from "~/ui/img";
import { cardClass } from "~/ui/card";
import { listWords } from "~/content/copy-counts";

const icons: Record<CoreValueIcon, LucideIcon> = {
  safety: ShieldCheck,
  integrity: Handshake,
  quality: BadgeCheck,
  "local-content": MapPinned,
  teamwork: Users,
};

/** The core values artwork, with every value also written out (the picture alone would hide them). */
export function CoreValues({ values }: { values: CoreValue[] }) {
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[5fr_7fr] lg:gap-14">
      <Img
        src="/art/about/core-values.svg"
        alt={fill(siteLabels.cards.coreValuesAlt, { values: listWords(values.map((value) => value.title.toLowerCase())) })}
        width={800}
        height={600}
        className="w-full rounded-[var(--radius-card)] bg-navy-900 shadow-card lg:sticky lg:top-36"
      />
      <CardGrid
        items={values}
        keyOf="title"
        className="grid gap-4 sm:grid-cols-2"
        itemClassName={cardClass("ringed", "p-6 sm:last:odd:col-span-2")}
        reveal
      >
        {(value) => {
          const Icon = icons[value.icon];
          const lead = (
            <span className="flex size-11 items-center justify-center rounded-xl bg-navy-50 text-amber-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
          );
          return <CardText item={value} lead={lead} titleClassName="mt-4 text-lg font-extrabold text-navy-900" />;
        }}
      </CardGrid>
    </div>
  );
}
