// The site's URLs for the app: the table and the page list are in contract/site-paths.ts, where
// content and the server can reach them.
// The pages' full list needs the services' ids, which are content: app/content/site-map.ts.
export { paths, servicePath, sitePages, unindexedPaths, type SitePageKey } from "../../contract/site-paths";
