import type { CallToActionBand } from "~/content/schemas/section";
import { ButtonLinks } from "~/ui/button-link";
import { ClosingBand } from "~/ui/closing-band";

/** Closing call to action of the projects page: the first action primary, the second outlined. */
export function ProjectsCta({ cta }: { cta: CallToActionBand }) {
  return (
    <ClosingBand headingId="projects-cta-heading" title={cta.title} lead={cta.lead}>
      <div className="flex flex-wrap gap-3">
        <ButtonLinks links={cta.actions} />
      </div>
    </ClosingBand>
  );
}
