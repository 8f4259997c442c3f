import type { ServiceSection } from "~/content/schemas/service-page";
import { joinText } from "./text";
import { labelled } from "~/lib/intl";

/** The searchable text of a service page section, whatever its kind. */
export function sectionText(section: ServiceSection): string {
  const body = (() => {
    switch (section.kind) {
      case "checklist":
        return section.items;
      case "steps":
        return section.steps.map((step) => labelled(step.title, step.description));
      case "groups":
        return section.groups.map((group) => labelled(group.title, group.items.join(", ")));
      case "features":
        return section.features.map((feature) => labelled(feature.title, feature.description));
      case "credentials":
        return section.credentials.map((credential) => `${credential.code}, ${credential.name}: ${credential.description}`);
      case "media":
        return section.paragraphs;
      case "cta":
        return [];
    }
  })();
  return joinText(section.lead, ...body);
}
