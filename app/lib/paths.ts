// The site's URLs for the app: the table and the page list are in contract/site-paths.ts, where
// content and the server can reach them.
export {
  paths,
  prerenderPaths,
  serviceIds,
  servicePath,
  sitePages,
  unindexedPaths,
  type ServiceId,
  type SitePageKey,
} from "../../contract/site-paths";
