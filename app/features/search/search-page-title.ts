import { company } from "~/content/company";

/** The document title of /search: "Search: crane | Deltaforge Energy", or the plain page title. */
export function searchPageTitle(pageTitle: string, term: string): string {
  return `${term ? `${pageTitle}: ${term}` : pageTitle} | ${company.shortName}`;
}
