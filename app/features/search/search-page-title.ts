import { company } from "~/content/company";
import { labelled } from "~/lib/intl";

/** The document title of /search: "Search: crane | Deltaforge Energy", or the plain page title. */
export function searchPageTitle(pageTitle: string, term: string): string {
  return `${term ? labelled(pageTitle, term) : pageTitle} | ${company.shortName}`;
}
