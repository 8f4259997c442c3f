import type { DocumentSource } from "./search-document";
import { benefitDocuments } from "./sources/benefit-documents";
import { certificationDocuments } from "./sources/certification-documents";
import { clientDocuments } from "./sources/client-documents";
import { companyProfileDocuments } from "./sources/company-profile-documents";
import { enquiryFormDocuments } from "./sources/enquiry-form-documents";
import { galleryDocuments } from "./sources/gallery-documents";
import { historyDocuments } from "./sources/history-documents";
import { homeDocuments } from "./sources/home-documents";
import { jobDocuments } from "./sources/job-documents";
import { newsDocuments } from "./sources/news-documents";
import { leaderDocuments } from "./sources/leader-documents";
import { managementStructureDocuments } from "./sources/management-structure-documents";
import { officeDocuments } from "./sources/office-documents";
import { pageDocuments } from "./sources/page-documents";
import { projectDocuments } from "./sources/project-documents";
import { serviceDocuments } from "./sources/service-documents";
import { servicePageDocuments } from "./sources/service-page-documents";
import { servicesOverviewDocuments } from "./sources/services-overview-documents";
import { textPageDocuments } from "./sources/text-page-documents";
import { yardDocuments } from "./sources/yard-documents";

/**
 * Every content module's contribution to the site search, one source per module: a new content
 * module is indexed by writing its source in ./sources/ and adding it here.
 */
export const documentSources: DocumentSource[] = [
  pageDocuments,
  textPageDocuments,
  homeDocuments,
  serviceDocuments,
  servicePageDocuments,
  servicesOverviewDocuments,
  yardDocuments,
  projectDocuments,
  jobDocuments,
  benefitDocuments,
  leaderDocuments,
  managementStructureDocuments,
  historyDocuments,
  certificationDocuments,
  companyProfileDocuments,
  galleryDocuments,
  clientDocuments,
  newsDocuments,
  officeDocuments,
  enquiryFormDocuments,
];
