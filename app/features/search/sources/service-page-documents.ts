import { services } from "~/content/services";
import { servicePath } from "~/lib/paths";
import type { DocumentSource, SearchDocument } from "../search-document";
import { sectionText } from "./section-text";
import { anchored, joinText } from "./text";

/**
 * The sections of each service detail page (data/services.json, `page`): its intro (#overview) and every
 * content section at its own anchor. The closing call to action holds nothing to find.
 */
export const servicePageDocuments: DocumentSource = () =>
  services.flatMap(({ id, title: page, page: { intro, sections } }): SearchDocument[] => {
    const path = servicePath(id);
    return [
      { id: `service-page:${id}:overview`, title: intro.title, text: joinText(...intro.paragraphs), page, url: anchored(path, "overview") },
      ...sections
        .filter((section) => section.kind !== "cta")
        .map((section) => ({
          id: `service-page:${id}:${section.id}`,
          title: section.title,
          text: sectionText(section),
          page,
          url: anchored(path, section.id),
        })),
    ];
  });
