import type { Yard, YardHighlight } from "~/content/schemas/yard";
import { CardGrid, CardText } from "~/ui/card-grid";
import { Section } from "~/ui/section";

type YardHighlightsProps = { heading: Yard["highlights"]; highlights: readonly YardHighlight[] };

/** The yard's key facts on a dark band: a headline figure, a title and the detail behind it. */
const highlightClass = "flex flex-col rounded-card border border-white/10 bg-navy-800/60 p-6 sm:last:odd:col-span-2 lg:last:odd:col-span-1";

export function YardHighlights({ heading, highlights }: YardHighlightsProps) {
  return (
    <Section id="yard-highlights" {...heading} surface="dark">
      <CardGrid
        items={highlights}
        keyOf="title"
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
        itemClassName={highlightClass}
        reveal
      >
        {(highlight) => (
          <CardText
            item={highlight}
            lead={
              <p aria-hidden="true" className="text-3xl font-extrabold tracking-tight whitespace-nowrap text-amber-400">
                {highlight.figure}
              </p>
            }
            titleClassName="mt-4 text-lg font-bold text-white"
            textClassName="mt-2 text-sm leading-relaxed text-navy-100"
          />
        )}
      </CardGrid>
    </Section>
  );
}
