import { Mail, Phone } from "lucide-react";
import { company } from "~/content/company";
import { telHref } from "~/lib/tel-href";

/** The head office's phone numbers and e-mail address as links, for light text on a dark card. */
export function ContactLines() {
  return (
    <ul className="mt-5 space-y-3">
      {company.phones.map((phone) => (
        <li key={phone}>
          <a href={telHref(phone)} className="inline-flex min-h-6 items-center gap-3 font-bold hover:text-amber-300">
            <Phone aria-hidden="true" className="size-5 text-amber-400" />
            {phone}
          </a>
        </li>
      ))}
      <li>
        <a
          href={`mailto:${company.emails.info}`}
          className="inline-flex min-h-6 items-center gap-3 font-bold break-all hover:text-amber-300"
        >
          <Mail aria-hidden="true" className="size-5 shrink-0 text-amber-400" />
          {company.emails.info}
        </a>
      </li>
    </ul>
  );
}
