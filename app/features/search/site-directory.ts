import { pages } from "~/content/pages";
import { services } from "~/content/services";
import { servicePath, sitePages } from "~/lib/paths";
import { searchablePages } from "./sources/page-documents";

export type DirectoryEntry = { to: string; title: string; description: string };

/** Every page the site search covers, with its description: the list /search shows without JavaScript. */
export function siteDirectory(): DirectoryEntry[] {
  return [
    ...searchablePages.map((key) => ({ to: sitePages[key].path, title: pages[key].title, description: pages[key].description })),
    ...services.map((service) => ({ to: servicePath(service.id), title: service.title, description: service.description })),
  ];
}
