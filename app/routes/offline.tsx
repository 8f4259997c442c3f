import type { Route } from "./+types/offline";
import { company } from "~/content/company";
import { offlinePageText } from "~/content/not-found-page";
import { pages } from "~/content/pages";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { cardClass } from "~/ui/card";
import { ContactCard } from "~/ui/contact-card";
import { panelHeadingClass } from "~/ui/text-styles";

const page = pages.offline;

// The service worker's answer for a page it has not saved while there is no connection
// (app/service-worker/sw.ts precaches it). The list of saved pages is filled in on the device
// (app/enhance/offline-pages.ts); without it the page still gives the phone numbers and e-mail.
export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.offline, noindex: true });

export default function OfflinePage() {
  return (
    <>
      <PageHero page={page} />
      <section aria-label={page.heading} className="bg-steel-50 py-12 sm:py-16">
        <Container className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className={cardClass("plain", "p-6 sm:p-10")}>
            <h2 className={panelHeadingClass}>{offlinePageText.visitedHeading}</h2>
            {/* Filled with links on the device; hidden while empty. The links are styled here, not by
                the module: a class string in the enhancement script costs every page its bytes. */}
            <ul
              data-module="offline-pages"
              hidden
              className="mt-6 space-y-3 font-semibold text-navy-800 [&_a]:underline [&_a]:decoration-amber-500 [&_a]:underline-offset-4 [&_a]:hover:text-amber-700"
            />
            <p data-offline-none className="mt-4 leading-relaxed text-steel-600">
              {offlinePageText.noneVisited}
            </p>
          </div>
          <ContactCard
            id="offline-contact"
            title={offlinePageText.contactHeading}
            text={offlinePageText.contactText}
            phones={company.phones}
            email={company.emails.info}
            className="self-start"
          />
        </Container>
      </section>
    </>
  );
}
