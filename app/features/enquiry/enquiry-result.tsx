import type { ReactNode } from "react";
import { enquiryMessages } from "~/content/enquiry-forms";
import { enquiryResults } from "~/content/enquiry-results";
import type { Page } from "~/content/schemas/page";
import { paths } from "~/lib/paths";
import { ButtonLink } from "~/ui/button-link";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { ContactLines } from "./contact-lines";

/**
 * The page a browser's own form post ends on (no script yet, or none: docs/decisions/0008): the
 * outcome beside the company's phone numbers and e-mail, then the way back.
 */
export function EnquiryResult({ page, children }: { page: Page; children: ReactNode }) {
  return (
    <>
      <PageHero page={page} />
      <section aria-label={page.heading} className="bg-steel-50 py-12 sm:py-16">
        <Container className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="rounded-card bg-white p-6 shadow-card sm:p-10">{children}</div>
          <aside aria-labelledby="other-ways" className="self-start rounded-card bg-navy-900 p-6 text-white shadow-card sm:p-8">
            <h2 id="other-ways" className="text-xl font-extrabold">
              {enquiryResults.otherWaysHeading}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-navy-100">{enquiryMessages.contactText}</p>
            <ContactLines />
          </aside>
          <nav aria-label={enquiryResults.backToForms} className="flex flex-wrap gap-3 lg:col-span-2">
            <ButtonLink to={paths.quote}>Request a Quote</ButtonLink>
            <ButtonLink to={paths.vendor} variant="outline">
              Vendor Registration
            </ButtonLink>
            <ButtonLink to={paths.partner} variant="outline">
              Become a Partner
            </ButtonLink>
            <ButtonLink to={paths.home} variant="outline">
              Home page
            </ButtonLink>
          </nav>
        </Container>
      </section>
    </>
  );
}
