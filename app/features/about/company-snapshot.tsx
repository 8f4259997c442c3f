import { ArrowRight } from "lucide-react";
import type { LinkCopy } from "~/content/schemas/section";
import { cardClass } from "~/ui/card";
import { MediaBlock } from "~/ui/media-block";

export type SnapshotFact = { value: string; label: string };

type CompanySnapshotProps = { summary: string; facts: SnapshotFact[]; readMore: LinkCopy; image: string };

/** The /about page's short portrait of the company: a paragraph, four key facts and the way to read more. */
export function CompanySnapshot({ summary, facts, readMore, image }: CompanySnapshotProps) {
  return (
    // The picture repeats the overview's artwork beside the text, so it is decorative here.
    <MediaBlock image={{ src: image, alt: "" }}>
      <div>
        <p className="text-lg leading-relaxed text-steel-800">{summary}</p>
        <dl className="mt-8 grid grid-cols-2 gap-4">
          {facts.map((fact) => (
            <div key={fact.label} data-reveal className={cardClass("ringed", "flex flex-col gap-1 p-5")}>
              <dt className="text-sm font-semibold text-steel-600">{fact.label}</dt>
              <dd className="order-first text-3xl font-extrabold tracking-tight text-navy-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <a
          href={readMore.href}
          className="mt-8 inline-flex min-h-11 items-center gap-2 text-sm font-bold text-navy-700 hover:text-amber-700"
        >
          {readMore.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </MediaBlock>
  );
}
