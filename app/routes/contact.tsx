import type { Route } from "./+types/contact";
import { officeHours, offices } from "~/content/offices";
import { pages } from "~/content/pages";
import { EnquiryLinks } from "~/features/contact/enquiry-links";
import { HoursAndChat } from "~/features/contact/hours-and-chat";
import { OfficeSelector } from "~/features/contact/office-selector";
import { pageWithMeta } from "~/features/seo/page-meta";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { SectionHeading } from "~/ui/section-heading";

// Runs at build time. The page does not hydrate (docs/decisions/0008): its office switcher is
// app/enhance/office-tabs.ts.
export function loader() {
  const form = ({ title, intro }: { title: string; intro: string }) => ({ title, intro });
  return {
    ...pageWithMeta("contact"),
    enquiryForms: { quote: form(pages.quote), vendor: form(pages.vendor), partner: form(pages.partner) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { page, enquiryForms } = loaderData;
  return (
    <>
      <LoadingGate images={[page.hero]} />
      <PageHero page={page} />
      <section id="offices" aria-labelledby="offices-heading" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="offices-heading" eyebrow="Our offices" title="Choose an office">
            Pick an office to see its address, phone numbers, e-mail and location on the map.
          </SectionHeading>
          <div className="mt-10">
            <OfficeSelector offices={offices} />
          </div>
        </Container>
      </section>
      <HoursAndChat hours={officeHours} />
      <EnquiryLinks forms={enquiryForms} />
    </>
  );
}
