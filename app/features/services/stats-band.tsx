import type { ServiceStat } from "~/content/schemas/service";
import { Container } from "~/ui/container";
import { CountUp } from "~/ui/count-up";

type StatsBandProps = { id: string; title: string; stats: readonly ServiceStat[] };

/** A dark band of headline figures that count up when they scroll into view. */
export function StatsBand({ id, title, stats }: StatsBandProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="render-near-view relative isolate overflow-hidden bg-navy-900 py-16 text-white sm:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(242_159_5/0.18),transparent_55%)]"
      />
      <Container>
        <h2 id={headingId} className="text-center text-sm font-bold uppercase tracking-[0.2em] text-amber-400">
          {title}
        </h2>
        <dl className="mt-10 grid gap-10 text-center sm:grid-cols-3 sm:gap-6">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-2 sm:border-l sm:border-white/15 sm:first:border-l-0">
              <dt className="text-base font-semibold text-navy-100">{stat.label}</dt>
              <dd className="text-5xl font-extrabold tracking-tight text-white sm:text-6xl">
                <CountUp to={stat.number} suffix={stat.suffix} />
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
