// Everything the profile says, taken from the same content modules the site renders: editing a
// phone number or a project in app/content/ changes the PDF at the next build.
import { certifications } from "../../app/content/certifications";
import { featuredClients } from "../../app/content/clients";
import { company } from "../../app/content/company";
import { companyProfile } from "../../app/content/company-profile";
import { history } from "../../app/content/history";
import { homeCallToAction } from "../../app/content/home";
import { leaders } from "../../app/content/leaders";
import { officeHours, offices } from "../../app/content/offices";
import { pages } from "../../app/content/pages";
import { latestProjects, projects } from "../../app/content/projects";
import { getSection, services } from "../../app/content/services";
import { servicesStats } from "../../app/content/services-stats";
import { paths } from "../../app/lib/paths";

/** `siteUrl`: the origin the build was made with (config/build-env.ts), as the pages' canonical links say. */
export function profileContent(siteUrl: string) {
  return {
    company,
    profile: companyProfile,
    /** Page intros of the site, reused as the sections' lead paragraphs. */
    intros: {
      about: pages.about.intro,
      services: pages.services.intro,
      certifications: pages.certifications.intro,
      projects: pages.projects.intro,
      contact: pages.contact.intro,
      management: pages.management.intro,
    },
    services,
    stats: servicesStats,
    /** The certifications our people hold, as listed on the manpower page. */
    credentials: getSection("manpower", "certifications", "credentials"),
    /** The codes our engineering is designed to, as listed on the engineering page. */
    standards: getSection("engineering", "standards", "credentials"),
    callToAction: homeCallToAction,
    certifications,
    /** The home page's four latest first, then the rest. */
    projects: [...latestProjects, ...projects.filter((project) => !project.latest)],
    clients: featuredClients,
    leaders,
    history,
    offices,
    officeHours,
    site: {
      url: siteUrl,
      host: new URL(siteUrl).host,
      quote: `${siteUrl}${paths.quote}`,
      contact: `${siteUrl}${paths.contact}`,
    },
  };
}

export type ProfileContent = ReturnType<typeof profileContent>;
