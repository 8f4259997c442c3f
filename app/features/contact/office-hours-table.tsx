import type { OfficeHours } from "~/content/schemas/office";
import type { ContactPage } from "~/content/schemas/page-copy";
import { cn } from "~/lib/cn";

/** Spec §9's office hours as a real data table. */
export function OfficeHoursTable({ hours, labels }: { hours: readonly OfficeHours[]; labels: ContactPage["hours"] }) {
  return (
    <table className="w-full text-left">
      <caption className="pb-4 text-left text-lg font-extrabold text-navy-900">
        {labels.caption} <span className="text-sm font-semibold text-steel-600">{labels.timeZone}</span>
      </caption>
      <thead className="border-b-2 border-navy-100 text-xs tracking-wider text-steel-600 uppercase">
        <tr>
          <th scope="col" className="pb-2 font-bold">
            {labels.day}
          </th>
          <th scope="col" className="pb-2 text-right font-bold">
            {labels.hours}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-steel-100">
        {hours.map((entry) => (
          <tr key={entry.day}>
            <th scope="row" className="py-3 pr-4 font-semibold text-navy-800">
              {entry.day}
            </th>
            <td className={cn("py-3 text-right font-bold", entry.closed ? "text-danger-700" : "text-navy-900")}>{entry.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
