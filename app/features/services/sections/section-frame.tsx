import type { ReactNode } from "react";
import { SectionHeading } from "~/ui/section-heading";

type SectionFrameProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Shown beside the heading, e.g. a "24/7" badge. */
  aside?: ReactNode;
  children: ReactNode;
};

/** The landmark, anchor and h2 every content section shares. */
export function SectionFrame({ id, eyebrow, title, lead, aside, children }: SectionFrameProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="render-near-view scroll-mt-40">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title}>
          {lead}
        </SectionHeading>
        {aside}
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
}
