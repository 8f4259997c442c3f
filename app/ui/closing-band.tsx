import type { ReactNode } from "react";
import { Container } from "./container";

type ClosingBandProps = { id?: string; headingId: string; title: string; lead: string; children: ReactNode };

/** A page's closing call to action: a full-width navy band, heading and sentence beside the buttons. */
export function ClosingBand({ id, headingId, title, lead, children }: ClosingBandProps) {
  return (
    <section id={id} aria-labelledby={headingId} className="render-near-view bg-navy-900 py-16 text-white">
      <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-extrabold tracking-tight">
            {title}
          </h2>
          <p className="mt-3 text-lg text-navy-100">{lead}</p>
        </div>
        {children}
      </Container>
    </section>
  );
}
