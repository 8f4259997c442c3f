import type { SectionCopy, Stat } from "~/content/schemas/home";
import { Container } from "~/ui/container";
import { CountUp } from "~/ui/count-up";
import { SectionHeader } from "./section-header";

function StatFigure({ stat }: { stat: Stat }) {
  return (
    <div className="flex flex-col border-l-2 border-amber-400/60 pl-4 sm:pl-6">
      <dt className="mt-2 font-semibold text-navy-100">{stat.label}</dt>
      <dd className="-order-1 text-4xl font-extrabold tracking-tight text-white sm:text-6xl">
        <CountUp to={stat.number} suffix={stat.suffix} />
      </dd>
    </div>
  );
}

/** Our Impact in Numbers: four figures that count up the first time they scroll into view. */
export function ImpactStats({ stats, copy }: { stats: Stat[]; copy: SectionCopy }) {
  return (
    <section
      id="impact"
      aria-labelledby="impact-heading"
      className="render-near-view relative isolate overflow-hidden bg-navy-950 py-20 sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(242_159_5/0.18),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(37_99_166/0.35),transparent_60%)]"
      />
      <Container>
        <SectionHeader id="impact-heading" copy={copy} tone="dark" />
        <dl className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {stats.map((stat) => (
            <StatFigure key={stat.label} stat={stat} />
          ))}
        </dl>
      </Container>
    </section>
  );
}
