import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { newsFeeds, newsListPath, newsPostPath, paths, sitePages } from "../contract/site-paths";
import { inboxPaths } from "../contract/inbox";
import { textPageRouteId, textPages } from "./content/text-pages";

/** A route's address as React Router writes it: the page's path without its leading slash. */
const at = (path: string) => path.slice(1);

// The route table. Every page of the one list of pages (contract/site-paths.ts) is a route to the
// module its entry names, so a new page is its entry there, not a second line here. A module used
// twice (an alias address) takes the page's key as its route id. The routes that are not pages of
// that list are written out below.
const pageRoutes = Object.entries(sitePages).map(([key, { path, module }], position, entries) => {
  const shared = entries.slice(0, position).some(([, earlier]) => earlier.module === module);
  if (path === paths.home) return index(module);
  return shared ? route(at(path), module, { id: key }) : route(at(path), module);
});

export default [
  ...pageRoutes,
  // One page per service of app/content/data/services.json (contract/site-paths.ts `servicePath`).
  route(`${at(paths.services)}/:serviceId`, "routes/service-detail.tsx"),
  // The news list's later pages (/news/page/2) and one page per post of app/content/data/news.json
  // (contract/site-paths.ts `newsListPath`, `newsPostPath`); the feeds are resource routes,
  // prerendered per language beside the pages.
  route(at(newsListPath(2)).replace(/2$/, ":page"), "routes/news.tsx", { id: "news-page" }),
  route(at(newsPostPath(":slug")), "routes/news-post.tsx"),
  route(at(newsFeeds.rss.path), "routes/news-rss.ts"),
  route(at(newsFeeds.atom.path), "routes/news-atom.ts"),
  // One route per page with text of app/content/data/text-pages.json, each at its own address, all to one module.
  ...textPages.map(({ id, path }) => route(at(path), "routes/text-page.tsx", { id: textPageRouteId(id) })),
  // A resource route: prerendered to build/client/search-index.json, fetched by /search only.
  route(at(paths.searchIndex), "routes/search-index.ts"),
  // The staff inbox: built with the site, served only by our server (scripts/postbuild.mjs moves them out of build/client).
  route(at(inboxPaths.app), "routes/inbox.tsx"),
  route(at(inboxPaths.login), "routes/inbox-login.tsx"),
  // Prerendered at /404 and copied to build/client/404.html by scripts/postbuild.mjs.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
