import { clients } from "./clients";
import { fillCounts } from "./copy-counts";
import { offices } from "./offices";
import about from "./data/about-pages.json" with { type: "json" };
import careers from "./data/careers-page.json" with { type: "json" };
import contact from "./data/contact-page.json" with { type: "json" };
import projects from "./data/projects-page.json" with { type: "json" };
import search from "./data/search-page.json" with { type: "json" };
import type { AboutPages, CareersPage, ContactPage, ProjectsPage, SearchPage } from "./schemas/page-copy";

// The headings, leads and button labels of the About, Careers, Contact, Projects and Search pages, edited in
// data/*-page(s).json (or /admin/). The build checks the files against their schemas (data-files.ts).

export const aboutCopy: AboutPages = {
  ...about,
  clients: { list: { ...about.clients.list, lead: about.clients.list.lead.replace("{count}", String(clients.length)) } },
};

export const careersCopy: CareersPage = careers;

export const contactCopy: ContactPage = /* @__PURE__ */ fillCounts(contact, { officeCount: offices.length });

export const projectsCopy: ProjectsPage = projects;

export const searchCopy: SearchPage = search;
