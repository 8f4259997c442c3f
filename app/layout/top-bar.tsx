import { Globe, Mail, Phone } from "lucide-react";
import { company } from "~/content/company";
import { telHref } from "~/lib/tel-href";
import { quoteLink } from "~/content/navigation";
import { siteLabels } from "~/content/site-labels";
import { Container } from "~/ui/container";

/**
 * The thin bar above the header: language, two phone numbers, the info e-mail and Request a Quote.
 * Nothing in it wraps; on narrow phones it keeps the first number and Request a Quote (the language
 * label from 416 px, the second number from 640 px, the e-mail from 768 px), whatever the system font.
 */
export function TopBar() {
  return (
    <div className="bg-navy-950 text-xs text-navy-100">
      <Container className="flex min-h-9 items-center justify-between gap-4">
        <ul className="flex items-center gap-x-3 whitespace-nowrap sm:gap-x-5">
          <li className="hidden items-center gap-1.5 min-[26rem]:flex">
            <Globe aria-hidden="true" className="size-3.5 text-amber-400" />
            <span lang="en">{siteLabels.shell.language}</span>
          </li>
          {company.phones.map((phone, index) => (
            <li key={phone} className={index === 0 ? "" : "hidden sm:block"}>
              <a href={telHref(phone)} className="flex min-h-6 items-center gap-1.5 hover:text-white">
                <Phone aria-hidden="true" className="size-3.5 text-amber-400" />
                {phone}
              </a>
            </li>
          ))}
          <li className="hidden md:block">
            <a href={`mailto:${company.emails.info}`} className="flex min-h-6 items-center gap-1.5 hover:text-white">
              <Mail aria-hidden="true" className="size-3.5 text-amber-400" />
              {company.emails.info}
            </a>
          </li>
        </ul>
        <a
          href={quoteLink.href}
          className="flex min-h-6 items-center rounded-full bg-amber-500 px-3 font-bold whitespace-nowrap text-navy-950 hover:bg-amber-400"
        >
          {quoteLink.name}
        </a>
      </Container>
    </div>
  );
}
