import { company } from "~/content/company";
import { pages } from "~/content/pages";

/** The document title of /search: "Search: crane | Deltaforge Energy", or the plain page title. */
export function searchPageTitle(term: string): string {
  return `${term ? `${pages.search.title}: ${term}` : pages.search.title} | ${company.shortName}`;
}
