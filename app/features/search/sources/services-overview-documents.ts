import { servicesOverview } from "~/content/services-overview";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { sectionText } from "./section-text";
import { anchored } from "./text";

/** The services page's own text (services-overview.ts): its workshop section. */
export const servicesOverviewDocuments: DocumentSource = () => {
  const { workshop } = servicesOverview;
  return [
    {
      id: `services-overview:${workshop.id}`,
      title: workshop.title,
      text: sectionText(workshop),
      page: pageTitle("services"),
      url: anchored(paths.services, workshop.id),
    },
  ];
};
