import { paths } from "../../../contract/site-paths";
import type { SectionOf } from "../schemas/service-page";

/** Every service detail page opens with the services banner; its own artwork sits in the intro. */
export const serviceHero = "/art/heroes/services.svg";

/** The closing call to action: Request a Quote and Contact Us, with a service-specific heading. */
export function closingCta(title: string, lead: string): SectionOf<"cta"> {
  return {
    kind: "cta",
    id: "get-started",
    title,
    lead,
    actions: [
      { label: "Request a Quote", href: paths.quote },
      { label: "Contact Us", href: paths.contact },
    ],
  };
}
