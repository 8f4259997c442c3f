import type { CallToActionBand } from "~/content/schemas/section";
import { ButtonLink } from "~/ui/button-link";
import { ClosingBand } from "~/ui/closing-band";

/** Closing call to action of the projects page: the first action primary, the second outlined. */
export function ProjectsCta({ cta }: { cta: CallToActionBand }) {
  return (
    <ClosingBand headingId="projects-cta-heading" title={cta.title} lead={cta.lead}>
      <div className="flex flex-wrap gap-3">
        {cta.actions.map((action, index) => (
          <ButtonLink key={action.href} to={action.href} variant={index === 0 ? "primary" : "outline-light"}>
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </ClosingBand>
  );
}
