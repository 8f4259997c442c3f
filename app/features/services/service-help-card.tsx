import { Mail, Phone } from "lucide-react";
import { company } from "~/content/company";
import { telHref } from "~/lib/tel-href";
import { paths } from "~/lib/paths";
import { ButtonLink } from "~/ui/button-link";

/** The side column's prompt to get in touch, under the service navigation. */
export function ServiceHelpCard({ serviceTitle }: { serviceTitle: string }) {
  const phone = company.phones[0];
  return (
    <aside aria-labelledby="service-help-title" className="rounded-card bg-navy-900 p-6 text-white shadow-raised">
      <h2 id="service-help-title" className="text-lg font-extrabold">
        Talk to our team
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-navy-100">
        Questions about {serviceTitle.toLowerCase()}? Our engineers are a call or an e-mail away.
      </p>
      <ul className="mt-5 space-y-3 text-sm">
        {phone && (
          <li>
            <a href={telHref(phone)} className="inline-flex min-h-6 items-center gap-2 font-semibold hover:text-amber-400">
              <Phone aria-hidden="true" className="size-4 text-amber-400" />
              {phone}
            </a>
          </li>
        )}
        <li>
          <a href={`mailto:${company.emails.info}`} className="inline-flex min-h-6 items-center gap-2 font-semibold hover:text-amber-400">
            <Mail aria-hidden="true" className="size-4 text-amber-400" />
            {company.emails.info}
          </a>
        </li>
      </ul>
      <ButtonLink to={paths.quote} className="mt-6 w-full">
        Request a Quote
      </ButtonLink>
    </aside>
  );
}
