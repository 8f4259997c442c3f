import { ownHalf } from "./language";
import { clients } from "./clients";
import { fillCounts } from "./copy-counts";
import { officeCopy } from "./offices";
import aboutFile from "./data/about-pages.json" with { type: "json" };
import careersFile from "./data/careers-page.json" with { type: "json" };
import contactFile from "./data/contact-page.json" with { type: "json" };
import projectsFile from "./data/projects-page.json" with { type: "json" };
import searchFile from "./data/search-page.json" with { type: "json" };
import type { AboutPages, CareersPage, ContactPage, ProjectsPage, SearchPage } from "./schemas/page-copy";

const about = /* @__PURE__ */ ownHalf(aboutFile);
const careers = /* @__PURE__ */ ownHalf(careersFile);
const contact = /* @__PURE__ */ ownHalf(contactFile);
const projects = /* @__PURE__ */ ownHalf(projectsFile);
const search = /* @__PURE__ */ ownHalf(searchFile);

// The headings, leads and button labels of the About, Careers, Contact, Projects and Search pages, edited in
// data/*-page(s).json (or /admin/). The build checks the files against their schemas (data-files.ts).

export const aboutCopy: AboutPages = {
  ...about,
  clients: { list: { ...about.clients.list, lead: about.clients.list.lead.replace("{count}", String(clients.length)) } },
};

export const careersCopy: CareersPage = careers;

export const contactCopy: ContactPage = /* @__PURE__ */ fillCounts(contact, officeCopy);

export const projectsCopy: ProjectsPage = projects;

export const searchCopy: SearchPage = search;
