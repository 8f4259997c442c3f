// The one list of the site's pages: each page's address and whether search engines and the site
// search list it. Everything else is derived from it: the URL table components and content link
// with, the prerendered paths (react-router.config.ts), the routes' addresses (app/routes.ts), the
// sitemap (scripts/postbuild.mjs), the robots tag (features/seo/page-meta.ts) and the pages the
// site search indexes. Titles and descriptions are content, keyed the same way (app/content/pages.ts).
// The service pages are content too: one per entry of app/content/data/services.json, at
// `servicePath(id)`; `sitePaths` puts them in the list (app/content/site-map.ts).

import { DEFAULT_LANGUAGE, type Language } from "./languages";

type SitePage = {
  path: string;
  /** Listed in sitemap.xml and open to search engines (false: `noindex`, or an alias with a canonical link). */
  indexed: boolean;
  /** Its heading and intro are in the site search (app/features/search/sources/page-documents.ts). */
  searchable: boolean;
};

const page = (path: string, options: Partial<Omit<SitePage, "path">> = {}): SitePage => ({
  path,
  indexed: true,
  searchable: true,
  ...options,
});

/** Every page but the service pages (one route with a parameter: `servicePath`), in site order. */
export const sitePages = {
  home: page("/"),
  about: page("/about"),
  whoWeAre: page("/about/who-we-are"),
  management: page("/about/management"),
  history: page("/about/history"),
  certifications: page("/about/certifications"),
  gallery: page("/about/gallery"),
  clients: page("/about/clients"),
  services: page("/services"),
  yard: page("/services/fabrication-yard"),
  // The same page at a second address; its canonical link points at the yard page.
  yardAlias: page("/fabrication-yard", { indexed: false, searchable: false }),
  projects: page("/projects"),
  careers: page("/careers"),
  contact: page("/contact"),
  quote: page("/contact/quote"),
  vendor: page("/contact/vendor"),
  partner: page("/contact/partner"),
  // Where a form posted by the browser itself (before or without scripts) ends: the form service's
  // `redirect` field names the first; the local inbox sends a refusal to the second.
  enquirySent: page("/contact/sent", { indexed: false, searchable: false }),
  enquiryNotSent: page("/contact/not-sent", { indexed: false, searchable: false }),
  search: page("/search", { indexed: false, searchable: false }),
  // The privacy notice (NDPA 2023): linked from the footer and beside every form's submit button.
  privacy: page("/privacy", { searchable: false }),
  // What the service worker shows for a page not opened before while there is no connection.
  offline: page("/offline", { indexed: false, searchable: false }),
};
export type SitePageKey = keyof typeof sitePages;

export function servicePath(id: string): `/services/${string}` {
  return `/services/${id}`;
}

/** The site's URLs by name: every page, plus the files pages link to. */
export const paths = {
  ...(Object.fromEntries(Object.entries(sitePages).map(([key, entry]) => [key, entry.path])) as Record<SitePageKey, string>),
  /** The serialized site search index, written at build time by routes/search-index.ts. */
  searchIndex: "/search-index.json",
};

/**
 * The company profile PDF in a language (scripts/profile-pdf writes one per language): the French
 * one beside the English one, named for its language ("…-fr.pdf"), so a visitor who saves both
 * keeps both. Not under /fr/: a download is a file, not a page.
 */
export function companyProfilePath(language: Language): string {
  return `/downloads/deltaforge-company-profile${language === DEFAULT_LANGUAGE ? "" : `-${language}`}.pdf`;
}

/**
 * Every public page, in site order (service pages after /services), given the services' ids (the
 * content's): prerendered and checked by the tests (app/content/site-map.ts holds the list).
 */
export function sitePaths(serviceIds: readonly string[]): string[] {
  return Object.entries(sitePages).flatMap(([key, entry]) =>
    key === "services" ? [entry.path, ...serviceIds.map(servicePath)] : [entry.path],
  );
}

/** Pages left out of the sitemap and marked `noindex` (an alias is left out through its canonical link instead). */
export const unindexedPaths: string[] = Object.values(sitePages)
  .filter((entry) => !entry.indexed)
  .map((entry) => entry.path);

/**
 * The built file a page is served from: `/` is index.html, `/about` is about.html (scripts/postbuild.mjs
 * moves React Router's about/index.html there), which every host we document serves at /about
 * without a redirect (docs/decisions/0002).
 */
export function pageFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}
