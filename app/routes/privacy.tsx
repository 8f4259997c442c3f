import type { Route } from "./+types/privacy";
import { pages } from "~/content/pages";
import { privacy } from "~/content/privacy";
import { pageMeta } from "~/features/seo/page-meta";
import { formatDate } from "~/lib/intl";
import { paths } from "~/lib/paths";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";

const page = pages.privacy;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.privacy });

/** The privacy notice (NDPA 2023): plain HTML, no hydration. */
export default function PrivacyPage() {
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero]} />
      <PageHero page={page} />
      <Container className="max-w-3xl py-16 lg:py-20">
        {privacy.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mb-10">
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-navy-900">
              {section.heading}
            </h2>
            {section.paragraphs.map((text) => (
              <p key={text} className="mt-4 text-lg leading-relaxed text-steel-600">
                {text}
              </p>
            ))}
          </section>
        ))}
        <p className="text-sm text-steel-600">
          {siteLabels.cards.updated} <time dateTime={privacy.updated}>{formatDate(privacy.updated)}</time>.
        </p>
      </Container>
    </>
  );
}
