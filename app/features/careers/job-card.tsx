import { Briefcase, CalendarDays, Clock, ExternalLink, MapPin } from "lucide-react";
import type { Job } from "~/content/schemas/job";
import { siteLabels } from "~/content/site-labels";
import { fill } from "~/lib/fill";
import { buttonClass } from "~/ui/button-link";
import { cardClass } from "~/ui/card";

const postedFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** One opening with its facts and the link to its external application form. */
export function JobCard({ job, labels }: { job: Job; labels: { apply: string; posted: string } }) {
  const facts = [
    { label: siteLabels.cards.jobFacts.location, value: job.location, Icon: MapPin },
    { label: siteLabels.cards.jobFacts.type, value: job.typeLabel, Icon: Briefcase },
    { label: siteLabels.cards.jobFacts.experience, value: job.experience, Icon: Clock },
  ];
  return (
    <article id={job.id} data-reveal className={cardClass("ringed", "flex h-full flex-col p-6 sm:p-7")}>
      <h3 className="text-xl leading-snug font-extrabold text-navy-900">{job.title}</h3>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-steel-800">
        {facts.map(({ label, value, Icon }) => (
          <div key={label} className="flex items-center gap-1.5">
            {/* The icon sits in the <dt>: a <div> inside <dl> may hold only <dt>/<dd>. */}
            <dt>
              <Icon aria-hidden="true" className="size-4 text-amber-700" />
              <span className="sr-only">{label}</span>
            </dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex-1 leading-relaxed text-steel-600">{job.description}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-steel-100 pt-5">
        <p className="flex items-center gap-1.5 text-xs text-steel-600">
          <CalendarDays aria-hidden="true" className="size-4" />
          {labels.posted} <time dateTime={job.datePosted}>{postedFormat.format(new Date(job.datePosted))}</time>
        </p>
        <a href={job.applyLink} target="_blank" rel="noopener noreferrer" className={buttonClass("primary")}>
          {labels.apply} <span className="sr-only">{fill(siteLabels.cards.applyFor, { title: job.title })}</span>{" "}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{siteLabels.shell.newTab}</span>
        </a>
      </div>
    </article>
  );
}
