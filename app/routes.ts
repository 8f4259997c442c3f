import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { paths } from "../contract/site-paths";
import { inboxPaths } from "../contract/inbox";

/** A route's address as React Router writes it: the page's path without its leading slash. */
const at = (path: string) => path.slice(1);

// The explicit route list: which module renders each page. The addresses come from the one list
// of pages (contract/site-paths.ts).
export default [
  index("routes/home.tsx"),
  route(at(paths.about), "routes/about.tsx"),
  route(at(paths.whoWeAre), "routes/about-who-we-are.tsx"),
  route(at(paths.management), "routes/about-management.tsx"),
  route(at(paths.history), "routes/about-history.tsx"),
  route(at(paths.certifications), "routes/about-certifications.tsx"),
  route(at(paths.gallery), "routes/about-gallery.tsx"),
  route(at(paths.clients), "routes/about-clients.tsx"),
  route(at(paths.services), "routes/services.tsx"),
  route(at(paths.yard), "routes/fabrication-yard.tsx"),
  // Same page at a second address; its canonical link points at /services/fabrication-yard.
  route(at(paths.yardAlias), "routes/fabrication-yard.tsx", { id: "fabrication-yard-alias" }),
  route(`${at(paths.services)}/:serviceId`, "routes/service-detail.tsx"),
  route(at(paths.projects), "routes/projects.tsx"),
  route(at(paths.careers), "routes/careers.tsx"),
  route(at(paths.contact), "routes/contact.tsx"),
  route(at(paths.quote), "routes/contact-quote.tsx"),
  route(at(paths.vendor), "routes/contact-vendor.tsx"),
  route(at(paths.partner), "routes/contact-partner.tsx"),
  route(at(paths.enquirySent), "routes/contact-sent.tsx"),
  route(at(paths.enquiryNotSent), "routes/contact-not-sent.tsx"),
  route(at(paths.search), "routes/search.tsx"),
  route(at(paths.privacy), "routes/privacy.tsx"),
  route(at(paths.offline), "routes/offline.tsx"),
  // A resource route: prerendered to build/client/search-index.json, fetched by /search only.
  route(at(paths.searchIndex), "routes/search-index.ts"),
  // The staff inbox: built with the site, served only by our server (scripts/postbuild.mjs moves them out of build/client).
  route(at(inboxPaths.app), "routes/inbox.tsx"),
  route(at(inboxPaths.login), "routes/inbox-login.tsx"),
  // Prerendered at /404 and copied to build/client/404.html by scripts/postbuild.mjs.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
