import { companyProfile } from "~/content/company-profile";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { pageTitle } from "./page-documents";
import { joinText } from "./text";

/** The Who We Are page (company-profile.ts): overview, mission, vision and core values. */
export const companyProfileDocuments: DocumentSource = () => {
  const page = pageTitle("whoWeAre");
  return [
    { id: "profile:overview", title: "Company overview", text: joinText(...companyProfile.overview), page, url: paths.whoWeAre },
    { id: "profile:mission", title: "Our mission", text: joinText(companyProfile.mission), page, url: paths.whoWeAre },
    { id: "profile:vision", title: "Our vision", text: joinText(companyProfile.vision), page, url: paths.whoWeAre },
    {
      id: "profile:core-values",
      title: "Core values",
      text: joinText(...companyProfile.coreValues.map((value) => `${value.title}: ${value.description}`)),
      page,
      url: paths.whoWeAre,
    },
  ];
};
