import { pages, type PageKey } from "~/content/pages";
import { paths } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { joinText } from "./text";

/** The pages that have a heading and intro to find; not the search page itself, nor the 404 page. */
const pagePaths = {
  home: paths.home,
  about: paths.about,
  whoWeAre: paths.whoWeAre,
  management: paths.management,
  history: paths.history,
  certifications: paths.certifications,
  gallery: paths.gallery,
  clients: paths.clients,
  services: paths.services,
  yard: paths.yard,
  projects: paths.projects,
  careers: paths.careers,
  contact: paths.contact,
  quote: paths.quote,
  vendor: paths.vendor,
  partner: paths.partner,
} satisfies Partial<Record<PageKey, string>>;

/** The title of the page at `key`, as results group under it. */
export function pageTitle(key: keyof typeof pagePaths): string {
  return pages[key].title;
}

/** Every page's title, heading and intro (pages.ts). */
export const pageDocuments: DocumentSource = () =>
  Object.entries(pagePaths).map(([key, url]) => {
    const page = pages[key as keyof typeof pagePaths];
    return { id: `page:${key}`, title: page.title, text: joinText(page.heading, page.intro, page.description), page: page.title, url };
  });
