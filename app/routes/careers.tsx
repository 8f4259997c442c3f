import type { Route } from "./+types/careers";
import { benefits } from "~/content/benefits";
import { company } from "~/content/company";
import { jobs } from "~/content/jobs";
import { careersCopy as copy } from "~/content/page-copy";
import { pages } from "~/content/pages";
import { BenefitsSection } from "~/features/careers/benefits-section";
import { CareersCta } from "~/features/careers/careers-cta";
import { JobOpenings } from "~/features/careers/job-openings";
import { pageMeta } from "~/features/seo/page-meta";
import { paths } from "~/lib/paths";
import { jobPostingJsonLd } from "~/features/seo/structured-data";
import { buttonClass } from "~/ui/button-link";
import { PageHero } from "~/ui/page-hero";
import { LoadingGate } from "~/ui/page-loader";
import { siteLabels } from "~/content/site-labels";

const page = pages.careers;

export const meta: Route.MetaFunction = () => pageMeta({ ...page, path: paths.careers, structuredData: jobs.map(jobPostingJsonLd) });

export default function CareersPage() {
  return (
    <>
      {/* Spec §4: Careers waits for its hero image only. */}
      <LoadingGate label={siteLabels.shell.loading} images={[page.hero]} />
      <PageHero page={page}>
        <a href="#openings" className={buttonClass("primary")}>
          {copy.heroAction}
        </a>
      </PageHero>
      <BenefitsSection heading={copy.benefits} benefits={benefits} />
      <JobOpenings jobs={jobs} copy={copy} />
      <CareersCta cta={copy.cta} email={company.emails.hr} />
    </>
  );
}
