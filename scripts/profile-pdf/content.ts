// Everything the profile says, taken from the same content modules the site renders: editing a
// phone number or a project in app/content/ changes the PDF at the next build. Its headings are
// the site's own (the pages' eyebrows and headings, the contact page's labels); only what the site
// never says (the page numbers, the cover's labels) is in data/profile-document.json.
import { certifications } from "../../app/content/certifications";
import { featuredClients } from "../../app/content/clients";
import { company } from "../../app/content/company";
import { companyProfile } from "../../app/content/company-profile";
import { history } from "../../app/content/history";
import { homeCallToAction } from "../../app/content/home";
import { leaders } from "../../app/content/leaders";
import { officeHours, offices } from "../../app/content/offices";
import { aboutCopy, contactCopy } from "../../app/content/page-copy";
import { pages } from "../../app/content/pages";
import { latestProjects, projects } from "../../app/content/projects";
import { getSection, services } from "../../app/content/services";
import { servicesStats } from "../../app/content/services-stats";
import { profileDocument } from "../../app/content/profile-document";
import { siteLabels } from "../../app/content/site-labels";
import { paths } from "../../app/lib/paths";
import { siteLanguageFacts } from "../../app/lib/site-language";

/** A section's running header, its eyebrow and its title (also its bookmark). */
const section = (header: string, eyebrow: string, title: string) => ({ header, eyebrow, title });

/** `siteUrl`: the origin the build was made with (config/build-env.ts), as the pages' canonical links say. */
export function profileContent(siteUrl: string) {
  return {
    company,
    profile: companyProfile,
    /** The language it is written in: the PDF's /Lang. */
    language: siteLanguageFacts.tag,
    /** Page intros of the site, reused as the sections' lead paragraphs. */
    intros: {
      about: pages.about.intro,
      services: pages.services.intro,
      certifications: pages.certifications.intro,
      projects: pages.projects.intro,
      contact: pages.contact.intro,
      management: pages.management.intro,
    },
    sections: {
      about: section(pages.whoWeAre.title, pages.whoWeAre.eyebrow, pages.whoWeAre.heading),
      leadership: section(pages.management.title, pages.management.eyebrow, pages.management.heading),
      /** `{serviceCount}` in the title is filled with the services drawn. */
      services: section(pages.services.title, pages.services.eyebrow, profileDocument.servicesTitle),
      certifications: section(pages.certifications.title, pages.certifications.eyebrow, pages.certifications.title),
      projects: section(pages.projects.title, pages.projects.eyebrow, profileDocument.projectsTitle),
      contact: section(pages.contact.title, pages.contact.eyebrow, pages.contact.title),
    },
    labels: {
      ...profileDocument,
      mission: siteLabels.cards.mission,
      vision: siteLabels.cards.vision,
      coreValues: aboutCopy.whoWeAre.values.title,
      journey: pages.history.eyebrow,
      trustedBy: pages.clients.eyebrow,
      officeHours: contactCopy.hours.caption,
      phone: contactCopy.office.phone,
      email: contactCopy.office.email,
      careers: pages.careers.title,
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
