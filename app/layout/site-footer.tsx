import { Mail, MapPin, Network, Phone } from "lucide-react";
import { certifiedClaims, company } from "~/content/company";
import { telHref } from "~/lib/tel-href";
import { footerLinks, privacyLink } from "~/content/navigation";
import { siteLabels } from "~/content/site-labels";
import { fill } from "~/lib/fill";
import { Container } from "~/ui/container";
import { CurrentYear } from "~/ui/current-year";
import { Img } from "~/ui/img";

/** Tagline bar, phone and e-mail strip, blurb, networking link, quick links, Lagos address, copyright. */
export function SiteFooter() {
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="bg-amber-500 text-navy-950">
        <Container className="py-4 text-center text-sm font-bold sm:text-base">{company.footerTagline}</Container>
      </div>
      <div className="border-b border-white/10 bg-navy-900">
        <Container className="flex flex-col gap-3 py-5 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-center sm:gap-x-8">
          {company.phones.map((phone) => (
            <a key={phone} href={telHref(phone)} className="flex min-h-6 items-center gap-2 hover:text-white">
              <Phone aria-hidden="true" className="size-4 text-amber-400" />
              {phone}
            </a>
          ))}
          <a href={`mailto:${company.emails.info}`} className="flex min-h-6 items-center gap-2 hover:text-white">
            <Mail aria-hidden="true" className="size-4 text-amber-400" />
            {company.emails.info}
          </a>
        </Container>
      </div>
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1.4fr]">
        <div>
          <Img src="/art/brand/logo-inverse.svg" alt={company.name} width={240} height={56} className="h-12 w-auto" />
          <p className="mt-5 max-w-md text-sm leading-relaxed">{company.blurb}</p>
          <a
            href={company.networkingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex min-h-6 items-center gap-2 text-sm font-semibold text-white hover:text-amber-400"
          >
            <Network aria-hidden="true" className="size-4 text-amber-400" />
            {company.footer.networkingLabel}
            <span className="sr-only">{siteLabels.shell.newTab}</span>
          </a>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-bold uppercase tracking-[0.2em] text-white">
            {company.footer.quickLinks}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm md:grid-cols-1">
            {footerLinks.map((link) => (
              <li key={link.key}>
                <a href={link.href} className="inline-flex min-h-8 items-center hover:text-amber-400">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-[0.2em] text-white">{company.footer.headOffice}</h2>
          <address className="mt-4 flex gap-2 text-sm leading-relaxed not-italic">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
            <span>
              {company.address.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          </address>
          <ul className="mt-4 space-y-1 text-sm">
            {company.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className="inline-flex min-h-6 items-center hover:text-amber-400">
                  {phone}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${company.emails.info}`} className="inline-flex min-h-6 items-center hover:text-amber-400">
                {company.emails.info}
              </a>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-5 text-center text-xs text-steel-300">
          © <CurrentYear /> {company.name}
          {`. ${company.footer.rights} `}
          {fill(siteLabels.shell.footerCertified, { claims: certifiedClaims })}{" "}
          <a href={privacyLink.href} className="inline-flex min-h-6 items-center underline underline-offset-2 hover:text-amber-400">
            {privacyLink.name}
          </a>
        </Container>
      </div>
    </footer>
  );
}
