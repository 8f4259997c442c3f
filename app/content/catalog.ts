import { z } from "zod";
import { benefits } from "./benefits";
import { certifications } from "./certifications";
import { clients, featuredClients } from "./clients";
import { company } from "./company";
import { validateDataFiles } from "./data-files";
import { enquiryCopy, enquiryMessages } from "./enquiry-forms";
import { heroSlides } from "./hero-slides";
import { homeCallToAction, homeSections, homeServiceCardCount, homeServiceCards, impactStats, welcome } from "./home";
import { companyProfile } from "./company-profile";
import { galleryCategories } from "./gallery";
import { history } from "./history";
import { leaders } from "./leaders";
import { managementStructure } from "./management-structure";
import { jobs } from "./jobs";
import { mainNav } from "./navigation";
import { officeHours, offices } from "./offices";
import { pages } from "./pages";
import { latestProjects, projects } from "./projects";
import { benefitSchema } from "./schemas/benefit";
import { certificationSchema } from "./schemas/certification";
import { clientSchema } from "./schemas/client";
import { companySchema } from "./schemas/company";
import { enquiryCopySchema, enquiryMessagesSchemaIn } from "./schemas/enquiry-form";
import { heroSlideSchema } from "./schemas/hero-slide";
import { callToActionSchema, homeSectionsSchema, homeServiceCardSchema, statSchema, welcomeSchema } from "./schemas/home";
import { companyProfileSchema } from "./schemas/company-profile";
import { galleryCategorySchema } from "./schemas/gallery";
import { timelineEntrySchema } from "./schemas/history";
import { leadersSchema } from "./schemas/leader";
import { managementStructureSchema } from "./schemas/management-structure";
import { jobSchemaIn } from "./schemas/job";
import { contentLanguage } from "./language";
import { navItemSchema } from "./schemas/navigation";
import { officeHoursSchema, officeSchema } from "./schemas/office";
import { pageSchema } from "./schemas/page";
import { projectSchema } from "./schemas/project";
import { serviceSchema } from "./schemas/service";
import { services } from "./services";
import { privacy } from "./privacy";
import { privacySchema } from "./schemas/privacy";
import { servicesCatalog } from "./services-catalog";

/**
 * Every content module with the schema it must satisfy, after the module has added what it derives.
 * The counts of spec §9 that the content files hold are checked on the files (data-files.ts); the
 * counts here are of derived lists (the home page's 4 latest projects and 10 client logos) and of
 * content still written in TypeScript. Only the build and the tests import this file: zod never
 * reaches the browser.
 */
export const catalog: { name: string; schema: z.ZodType; data: unknown }[] = [
  { name: "company", schema: companySchema, data: company },
  { name: "navigation", schema: z.array(navItemSchema).length(7), data: mainNav },
  { name: "pages", schema: z.record(z.string(), pageSchema), data: pages },
  { name: "services", schema: z.array(serviceSchema), data: services },
  { name: "clients", schema: z.array(clientSchema), data: clients },
  { name: "home client logos", schema: z.array(clientSchema).length(10), data: featuredClients },
  { name: "projects", schema: z.array(projectSchema), data: projects },
  { name: "latest projects", schema: z.array(projectSchema).length(4), data: latestProjects },
  ...servicesCatalog,
  { name: "enquiry forms", schema: enquiryCopySchema, data: enquiryCopy },
  { name: "enquiry messages", schema: enquiryMessagesSchemaIn(contentLanguage), data: enquiryMessages },
  { name: "hero slides", schema: z.array(heroSlideSchema), data: heroSlides },
  { name: "home stats", schema: z.array(statSchema), data: impactStats },
  { name: "home service cards", schema: z.array(homeServiceCardSchema).min(1).max(homeServiceCardCount), data: homeServiceCards },
  { name: "home welcome", schema: welcomeSchema, data: welcome },
  { name: "home call to action", schema: callToActionSchema, data: homeCallToAction },
  { name: "home sections", schema: homeSectionsSchema, data: homeSections },
  { name: "company profile", schema: companyProfileSchema, data: companyProfile },
  { name: "leaders", schema: leadersSchema, data: leaders },
  { name: "management structure", schema: managementStructureSchema, data: managementStructure },
  { name: "history", schema: z.array(timelineEntrySchema), data: history },
  { name: "certifications", schema: z.array(certificationSchema), data: certifications },
  { name: "gallery categories", schema: z.array(galleryCategorySchema), data: galleryCategories },
  { name: "jobs", schema: z.array(jobSchemaIn(contentLanguage)), data: jobs },
  { name: "benefits", schema: z.array(benefitSchema), data: benefits },
  { name: "privacy notice", schema: privacySchema, data: privacy },
  { name: "offices", schema: z.array(officeSchema).min(2), data: offices },
  { name: "office hours", schema: z.array(officeHoursSchema), data: officeHours },
];

/** A count placeholder left unfilled: the module that reads the file does not fill counts (copy-counts.ts). */
const unfilledCount = /\{(\w+Count|Count)\}/;

/** Every string under `value`. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(textsOf) : [];

/**
 * Throws one error listing every problem: first the content files (naming the file, the entry and
 * the field), then every content module that does not match its schema.
 */
export function validateContent(): void {
  validateDataFiles();
  const problems = catalog.flatMap(({ name, schema, data }) => {
    const result = schema.safeParse(data);
    const unfilled = textsOf(data).filter((text) => unfilledCount.test(text) || (name === "services" && text.includes("{count}")));
    return [
      ...(result.success ? [] : [`${name}: ${z.prettifyError(result.error)}`]),
      ...unfilled.map(
        (text) => `${name}: "${text}" keeps a count placeholder: its module does not fill counts (app/content/copy-counts.ts)`,
      ),
    ];
  });
  if (problems.length > 0) throw new Error(`Content does not match its schema:\n${problems.join("\n")}`);
}
