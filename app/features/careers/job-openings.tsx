import { SearchX } from "lucide-react";
import type { Job } from "~/content/schemas/job";
import { Container } from "~/ui/container";
import { SectionHeading } from "~/ui/section-heading";
import { JobCard } from "./job-card";

/** Current Openings: the job cards, or the spec's message when there are none. */
export function JobOpenings({ jobs }: { jobs: readonly Job[] }) {
  return (
    <section id="openings" aria-labelledby="openings-heading" className="bg-steel-50 py-16 sm:py-20">
      <Container>
        <SectionHeading id="openings-heading" eyebrow="Join the team" title="Current Openings">
          Apply online in a few minutes. Our HR team reads every application and replies to shortlisted candidates within two weeks.
        </SectionHeading>
        {jobs.length === 0 ? (
          <p className="mt-10 flex items-center gap-3 rounded-card bg-white p-8 text-lg font-semibold text-navy-800 shadow-card">
            <SearchX aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
            No positions available at the moment
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 lg:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
