import { Award, Cpu, Flag, Maximize2, Wrench, type LucideIcon } from "lucide-react";
import type { TimelineEntry, TimelineIcon } from "~/content/schemas/history";
import { cardClass } from "~/ui/card";

const icons: Record<TimelineIcon, LucideIcon> = {
  flag: Flag,
  expand: Maximize2,
  engineering: Wrench,
  award: Award,
  digital: Cpu,
};

/**
 * The company's milestones as an ordered list down a vertical line. Only dated entries show a year
 * (spec: the last three have none), so an undated milestone shows its icon alone.
 */
export function HistoryTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative mx-auto max-w-4xl space-y-8 before:absolute before:top-2 before:bottom-2 before:left-6 before:w-0.5 before:bg-navy-100 sm:before:left-8">
      {entries.map((entry) => {
        const Icon = icons[entry.icon];
        return (
          <li key={entry.id} id={entry.id} className="relative scroll-mt-32 pl-16 sm:pl-24">
            <span
              aria-hidden="true"
              className="absolute top-0 left-0 flex size-12 items-center justify-center rounded-full bg-navy-900 text-amber-400 ring-8 ring-steel-50 sm:size-16"
            >
              <Icon className="size-6 sm:size-7" />
            </span>
            <article aria-labelledby={`${entry.id}-title`} data-reveal className={cardClass("ringed", "p-6 sm:p-8")}>
              {entry.year !== undefined && (
                <p className="mb-3 inline-flex rounded-full bg-amber-500 px-3 py-1 text-sm font-extrabold tabular-nums text-navy-950">
                  <time dateTime={String(entry.year)}>{entry.year}</time>
                </p>
              )}
              <h3 id={`${entry.id}-title`} className="text-xl font-extrabold tracking-tight text-navy-900 sm:text-2xl">
                {entry.title}
              </h3>
              <p className="mt-3 leading-relaxed text-steel-600">{entry.description}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
