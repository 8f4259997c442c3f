import { z } from "zod";

// The words only the company profile PDF says (scripts/profile-pdf/): its section headings, leads
// and field labels are the pages' own, so this holds the rest.

const label = z.string().min(2);

export const profileDocumentSchema = z.strictObject({
  title: label.meta({
    description: "The document's name: its title, the cover's line above the company name (with the year), every page's footer.",
  }),
  pageNumber: z
    .string()
    .includes("{page}")
    .includes("{pages}")
    .meta({ description: "Each page's number in the footer; {page} is the page, {pages} how many there are." }),
  cover: label.meta({ description: "The cover's bookmark." }),
  certified: label.meta({ description: "Above the certifications at the foot of the cover." }),
  contact: label.meta({ description: "Above the website, e-mail and phones at the foot of the cover." }),
  servicesTitle: z
    .string()
    .includes("{serviceCount}")
    .meta({ description: "The services section's title; {serviceCount} is how many services there are, in words." }),
  projectsTitle: label.meta({ description: "The projects section's title." }),
  moreProjects: label.meta({ description: "The heading of the projects listed after the four latest." }),
  generalEnquiries: label.meta({ description: "The heading of the company's phones and e-mails, beside the office hours." }),
});
export type ProfileDocument = z.infer<typeof profileDocumentSchema>;
