import { MapPin } from "lucide-react";
import type { Office } from "~/content/schemas/office";

/** The office's OpenStreetMap embed, loaded only when it nears the viewport. */
export function OfficeMap({ office }: { office: Office }) {
  return (
    <div className="relative min-h-80 bg-navy-50 lg:min-h-[28rem]">
      <div aria-hidden="true" className="absolute inset-0 grid place-items-center text-navy-700">
        <MapPin className="size-10" />
      </div>
      {/* A new frame per office (key): changing the src of one frame would add entries to the
          browser's history, so Back would step through maps instead of leaving the page. */}
      <iframe
        key={office.id}
        title={`Map of ${office.name}`}
        src={office.mapUrl}
        loading="lazy"
        className="absolute inset-0 h-full w-full border-0"
      />
    </div>
  );
}
