// The site's URLs for the app: the table and the page list are in contract/site-paths.ts, where
// content and the server can reach them.
export { paths, prerenderPaths, serviceIds, servicePath, type ServiceId } from "../../contract/site-paths";
