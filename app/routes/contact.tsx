import type { Route } from "./+types/contact";
import { officeHours, offices } from "~/content/offices";
import { contactCopy as copy } from "~/content/page-copy";
import { pages } from "~/content/pages";
import { EnquiryLinks } from "~/features/contact/enquiry-links";
import { HoursAndChat } from "~/features/contact/hours-and-chat";
import { OfficeSelector } from "~/features/contact/office-selector";
import { pageWithMeta } from "~/features/seo/page-meta";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";
import { Section } from "~/ui/section";

// The page does not hydrate (docs/decisions/0008): its office switcher is app/enhance/office-tabs.ts.
// A page that does not hydrate reads its build-time facts as plain imports: a loader would write a
// .data file no browser fetches (postbuild stops the build if one appears).
const { page, meta: contactMeta } = pageWithMeta("contact");
const enquiryForms = { quote: pages.quote, vendor: pages.vendor, partner: pages.partner };

export const meta: Route.MetaFunction = () => contactMeta;

export default function ContactPage() {
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero]} />
      <PageHero page={page} />
      <Section
        id="offices"
        headingId="offices-heading"
        eyebrow={copy.offices.eyebrow}
        title={copy.offices.title}
        lead={
          // Without scripts there are no tabs to pick from: every office is shown in full.
          <>
            <span data-js-only>{copy.offices.lead}</span>
            <span className="hidden no-js:inline">{copy.offices.leadWithoutScript}</span>
          </>
        }
        spacing="snug"
        gap="mt-10"
      >
        <OfficeSelector offices={offices} labels={copy.office} />
      </Section>
      <HoursAndChat hours={officeHours} copy={copy} />
      <EnquiryLinks heading={copy.enquiries} cue={copy.enquiryCue} forms={enquiryForms} />
    </>
  );
}
