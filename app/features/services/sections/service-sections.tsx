import type { ServiceSection } from "~/content/schemas/service-page";
import { ChecklistSection } from "./checklist-section";
import { CredentialsSection } from "./credentials-section";
import { CtaBand } from "./cta-band";
import { FeaturesSection } from "./features-section";
import { GroupsSection } from "./groups-section";
import { MediaSection } from "./media-section";
import { StepsSection } from "./steps-section";

/** Renders a detail page's sections in order: one generic component per section kind. */
export function ServiceSections({ sections }: { sections: readonly ServiceSection[] }) {
  return sections.map((section) => <ServiceSectionView key={section.id} section={section} />);
}

function ServiceSectionView({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case "checklist":
      return <ChecklistSection section={section} />;
    case "steps":
      return <StepsSection section={section} />;
    case "groups":
      return <GroupsSection section={section} />;
    case "features":
      return <FeaturesSection section={section} />;
    case "credentials":
      return <CredentialsSection section={section} />;
    case "media":
      return <MediaSection section={section} />;
    case "cta":
      return <CtaBand {...section} />;
  }
}
