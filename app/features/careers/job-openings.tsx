import { SearchX } from "lucide-react";
import type { Job } from "~/content/schemas/job";
import type { CareersPage } from "~/content/schemas/page-copy";
import { cardClass } from "~/ui/card";
import { Section } from "~/ui/section";
import { JobCard } from "./job-card";

export type OpeningsCopy = Pick<CareersPage, "openings" | "noOpenings" | "applyLabel" | "postedLabel">;

/** Current Openings: the job cards, or the spec's message when there are none. */
export function JobOpenings({ jobs, copy }: { jobs: readonly Job[]; copy: OpeningsCopy }) {
  return (
    <Section id="openings" headingId="openings-heading" {...copy.openings} surface="tinted" spacing="snug" gap="mt-10">
      {jobs.length === 0 ? (
        <p className={cardClass("plain", "flex items-center gap-3 p-8 text-lg font-semibold text-navy-800")}>
          <SearchX aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
          {copy.noOpenings}
        </p>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} labels={{ apply: copy.applyLabel, posted: copy.postedLabel }} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
