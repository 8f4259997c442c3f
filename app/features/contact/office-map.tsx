import { MapPin } from "lucide-react";
import type { Office } from "~/content/schemas/office";
import type { OfficeLabels } from "./office-details";

/**
 * The office's OpenStreetMap embed, loaded only when it nears the viewport. Behind the frame (hidden
 * until it has loaded from the map service) sits a branded panel with the address, so the space is
 * never a blank box or the browser's error page: while the map loads, before lazy loading has
 * started it, without scripts, or when the service cannot be reached.
 */
export function OfficeMap({ office, labels }: { office: Office; labels: OfficeLabels }) {
  return (
    <div className="relative min-h-80 bg-navy-900 lg:min-h-[28rem]">
      {/* Hidden from assistive technology: the same address is in the details beside it. */}
      <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-8 text-center text-navy-100">
        <span className="grid size-14 place-items-center rounded-full bg-amber-500 text-navy-950 shadow-card">
          <MapPin className="size-7" />
        </span>
        <p className="font-bold text-white">{office.name}</p>
        <p className="text-sm leading-relaxed">{office.address.join(", ")}</p>
      </div>
      {/* The third-party frame is a template until app/enhance/office-tabs.ts makes it, with its
          address, once the page has loaded and the map nears the viewport, for the office on show:
          requested earlier, its connection to another origin held back the first paint (decision
          0008), and even without an address each frame in the markup is a document of its own
          that the browser builds while it parses the page (three on /contact: 70-170 ms tasks
          on Lighthouse's phone). Without scripts, or when the map service cannot be reached, the
          directions link and this panel stand in for it. */}
      <template data-map="">
        <iframe
          title={labels.mapTitle.replace("{office}", office.name)}
          data-src={office.mapUrl}
          loading="lazy"
          className="invisible absolute inset-0 h-full w-full border-0 data-loaded:visible"
        />
      </template>
    </div>
  );
}
