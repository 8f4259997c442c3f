import type { ReactNode } from "react";
import { company } from "~/content/company";
import { enquiryMessages } from "~/content/enquiry-forms";
import { enquiryResults } from "~/content/enquiry-results";
import { pages } from "~/content/pages";
import type { Page } from "~/content/schemas/page";
import { paths } from "~/lib/paths";
import { ButtonLinks } from "~/ui/button-link";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { cardClass } from "~/ui/card";
import { ContactCard } from "~/ui/contact-card";

// Back to each form, named by its page's title, then home.
const backLinks = [
  { href: paths.quote, label: pages.quote.title },
  { href: paths.vendor, label: pages.vendor.title },
  { href: paths.partner, label: pages.partner.title },
  { href: paths.home, label: enquiryResults.homeLabel },
];

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
          <div className={cardClass("plain", "p-6 sm:p-10")}>{children}</div>
          <ContactCard
            id="other-ways"
            title={enquiryResults.otherWaysHeading}
            text={enquiryMessages.contactText}
            phones={company.phones}
            email={company.emails.info}
            className="self-start"
          />
          <nav aria-label={enquiryResults.backToForms} className="flex flex-wrap gap-3 lg:col-span-2">
            <ButtonLinks links={backLinks} others="outline" />
          </nav>
        </Container>
      </section>
    </>
  );
}
