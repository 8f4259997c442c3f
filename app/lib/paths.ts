// The site's URLs for the app: the table itself is in contract/site-paths.ts, where content can reach it.
import { paths, serviceIds, servicePath } from "../../contract/site-paths";

export { paths, serviceIds, servicePath, type ServiceId } from "../../contract/site-paths";

/** Every public page, in a stable order: prerendered, listed in the sitemap, and checked by the tests. */
export const prerenderPaths: string[] = [
  paths.home,
  paths.about,
  paths.whoWeAre,
  paths.management,
  paths.history,
  paths.certifications,
  paths.gallery,
  paths.clients,
  paths.services,
  ...serviceIds.map(servicePath),
  paths.yard,
  paths.yardAlias,
  paths.projects,
  paths.careers,
  paths.contact,
  paths.quote,
  paths.vendor,
  paths.partner,
  paths.search,
];
