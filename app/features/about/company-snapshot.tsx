import { ArrowRight } from "lucide-react";
import { paths } from "~/lib/paths";
import { Img } from "~/ui/img";

export type SnapshotFact = { value: string; label: string };

/** The /about page's short portrait of the company: a paragraph, four key facts and the way to read more. */
export function CompanySnapshot({ summary, facts }: { summary: string; facts: SnapshotFact[] }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div>
        <p className="text-lg leading-relaxed text-steel-800">{summary}</p>
        <dl className="mt-8 grid grid-cols-2 gap-4">
          {facts.map((fact) => (
            <div
              key={fact.label}
              data-reveal
              className="flex flex-col gap-1 rounded-[var(--radius-card)] bg-white p-5 shadow-card ring-1 ring-steel-100"
            >
              <dt className="text-sm font-semibold text-steel-600">{fact.label}</dt>
              <dd className="order-first text-3xl font-extrabold tracking-tight text-navy-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <a
          href={paths.whoWeAre}
          className="mt-8 inline-flex min-h-11 items-center gap-2 text-sm font-bold text-navy-700 hover:text-amber-700"
        >
          Read our full company overview
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
      <Img
        src="/art/about/overview.svg"
        alt=""
        width={800}
        height={600}
        className="w-full rounded-[var(--radius-card)] bg-navy-100 shadow-card"
      />
    </div>
  );
}
