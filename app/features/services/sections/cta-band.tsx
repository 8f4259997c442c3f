import type { Action } from "~/content/schemas/service-page";
import { ButtonLinks } from "~/ui/button-link";
import { cardClass } from "~/ui/card";

type CtaBandProps = { id: string; title: string; lead?: string; actions: readonly Action[] };

/** The closing call to action: a dark panel with a primary and a secondary button. */
export function CtaBand({ id, title, lead, actions }: CtaBandProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cardClass("raised", "relative isolate scroll-mt-40 overflow-hidden px-6 py-10 sm:px-10 sm:py-12")}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_bottom_right,rgb(242_159_5/0.25),transparent_60%)]"
      />
      <div aria-hidden="true" className="absolute inset-y-0 left-0 w-1.5 bg-amber-500" />
      <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {lead && <p className="mt-3 text-lg leading-relaxed text-navy-100">{lead}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <ButtonLinks links={actions} />
        </div>
      </div>
    </section>
  );
}
