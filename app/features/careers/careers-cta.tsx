import { Mail } from "lucide-react";
import type { CareersPage } from "~/content/schemas/page-copy";
import { buttonClass } from "~/ui/button-link";
import { ClosingBand } from "~/ui/closing-band";

/** Closing call to action: open applications go to HR by e-mail. */
export function CareersCta({ cta, email }: { cta: CareersPage["cta"]; email: string }) {
  return (
    <ClosingBand id="talk-to-hr" headingId="careers-cta-heading" title={cta.title} lead={cta.lead}>
      <a href={`mailto:${email}`} className={buttonClass("primary", "shrink-0")}>
        <Mail aria-hidden="true" className="size-4" />
        {`${cta.emailLabel} `}
        {email}
      </a>
    </ClosingBand>
  );
}
