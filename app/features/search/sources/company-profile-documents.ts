import { companyProfile } from "~/content/company-profile";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { anchored, joinText } from "./text";

/** The Who We Are page (company-profile.ts): overview, mission, vision and core values. */
export const companyProfileDocuments: DocumentSource = () => {
  const page = pageTitle("whoWeAre");
  return [
    {
      id: "profile:overview",
      title: "Company overview",
      text: joinText(...companyProfile.overview),
      page,
      url: anchored(paths.whoWeAre, "company-overview"),
    },
    { id: "profile:mission", title: "Our mission", text: joinText(companyProfile.mission), page, url: anchored(paths.whoWeAre, "mission") },
    { id: "profile:vision", title: "Our vision", text: joinText(companyProfile.vision), page, url: anchored(paths.whoWeAre, "vision") },
    {
      id: "profile:core-values",
      title: "Core values",
      text: joinText(...companyProfile.coreValues.map((value) => `${value.title}: ${value.description}`)),
      page,
      url: anchored(paths.whoWeAre, "core-values"),
    },
  ];
};
