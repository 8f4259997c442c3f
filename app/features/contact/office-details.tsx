import { Clock, Mail, MapPin, Navigation, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { telHref } from "~/lib/tel-href";
import type { Office } from "~/content/schemas/office";
import type { ContactPage } from "~/content/schemas/page-copy";
import { buttonClass } from "~/ui/button-link";
import { officePhones } from "./office-phones";

/** The words of an office's details and map (data/contact-page.json); `{office}` stands for the office's name. */
export type OfficeLabels = ContactPage["office"];

/** The selected office's address, numbers, e-mail and its two actions. */
export function OfficeDetails({ office, labels }: { office: Office; labels: OfficeLabels }) {
  const toOffice = (template: string) => template.replace("{office}", office.name);
  return (
    <div className="flex flex-col gap-6 p-6 sm:p-8 lg:p-10">
      <h3 id={`office-${office.id}-name`} className="text-2xl leading-snug font-extrabold text-navy-900">
        {office.name}
      </h3>
      <dl className="grid gap-5 text-navy-800">
        <DetailRow icon={MapPin} term={labels.address}>
          <address className="not-italic leading-relaxed">
            {office.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </DetailRow>
        <DetailRow icon={Phone} term={labels.phone}>
          <ul>
            {officePhones(office.phone).map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className="inline-flex min-h-7 items-center font-semibold hover:text-amber-700 hover:underline">
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </DetailRow>
        <DetailRow icon={Mail} term={labels.email}>
          <a
            href={`mailto:${office.email}`}
            className="inline-flex min-h-7 items-center font-semibold break-all hover:text-amber-700 hover:underline"
          >
            {office.email}
          </a>
        </DetailRow>
        {office.hours && (
          <DetailRow icon={Clock} term={labels.hours}>
            {/* Day and hours side by side, not "day: hours": a colon would need French spacing in the French build. */}
            <ul className="grid grid-cols-[auto_1fr] gap-x-4">
              {office.hours.map((entry) => (
                <li key={entry.day} className="col-span-2 grid grid-cols-subgrid">
                  <span className="font-semibold">{entry.day}</span> <span>{entry.hours}</span>
                </li>
              ))}
            </ul>
          </DetailRow>
        )}
      </dl>
      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        <a href={office.directionsUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("primary")}>
          <Navigation aria-hidden="true" className="size-4" />
          {labels.directions} <span className="sr-only">{toOffice(labels.directionsTo)}</span>
        </a>
        <a href={`mailto:${office.email}`} className={buttonClass("outline")}>
          <Mail aria-hidden="true" className="size-4" />
          {labels.sendEmail} <span className="sr-only">{toOffice(labels.sendEmailTo)}</span>
        </a>
      </div>
    </div>
  );
}

/** One detail of the office: its icon, the term for screen readers, and the value. */
function DetailRow({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-5 text-amber-700" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
