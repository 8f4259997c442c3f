import { companyProfile } from "~/content/company-profile";
import { siteLabels } from "~/content/site-labels";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored, joinText } from "./text";
import { labelled } from "~/lib/intl";

/** The Who We Are page (company-profile.ts): overview, mission, vision and core values. */
export const companyProfileDocuments: DocumentSource = () => {
  const page = pageTitle("whoWeAre");
  return [
    {
      id: "profile:overview",
      title: siteLabels.searchResults.overview,
      text: joinText(...companyProfile.overview),
      page,
      url: anchored(paths.whoWeAre, "company-overview"),
    },
    {
      id: "profile:mission",
      title: siteLabels.cards.mission,
      text: joinText(companyProfile.mission),
      page,
      url: anchored(paths.whoWeAre, "mission"),
    },
    {
      id: "profile:vision",
      title: siteLabels.cards.vision,
      text: joinText(companyProfile.vision),
      page,
      url: anchored(paths.whoWeAre, "vision"),
    },
    {
      id: "profile:core-values",
      title: siteLabels.searchResults.coreValues,
      text: joinText(...companyProfile.coreValues.map((value) => labelled(value.title, value.description))),
      page,
      url: anchored(paths.whoWeAre, "core-values"),
    },
  ];
};
