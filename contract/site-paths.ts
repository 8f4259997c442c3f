// The one list of the site's pages: each page's address, the module that renders it and whether
// search engines and the site search list it. Everything else is derived from it: the URL table
// components and content link with, the prerendered paths (react-router.config.ts), the routes
// (app/routes.ts makes one of each entry), the sitemap (scripts/postbuild.mjs), the robots tag
// (features/seo/page-meta.ts) and the pages the site search indexes. Titles and descriptions are content, keyed the same way (app/content/pages.ts).
// The service pages are content too: one per entry of app/content/data/services.json, at
// `servicePath(id)`; `sitePaths` puts them in the list (app/content/site-map.ts).

import { DEFAULT_LANGUAGE, type Language } from "./languages";

type SitePage = {
  path: string;
  /**
   * The app's route module that renders it, relative to app/ (app/routes.ts); two entries may share
   * one (an alias). The server reads only the addresses.
   */
  module: `routes/${string}.tsx`;
  /** Listed in sitemap.xml and open to search engines (false: `noindex`, or an alias with a canonical link). */
  indexed: boolean;
  /** Its heading and intro are in the site search (app/features/search/sources/page-documents.ts). */
  searchable: boolean;
};

const page = (path: string, module: SitePage["module"], options: Partial<Omit<SitePage, "path" | "module">> = {}): SitePage => ({
  path,
  module,
  indexed: true,
  searchable: true,
  ...options,
});

/** Every page but the service pages (one route with a parameter: `servicePath`), in site order. */
export const sitePages = {
  home: page("/", "routes/home.tsx"),
  about: page("/about", "routes/about.tsx"),
  whoWeAre: page("/about/who-we-are", "routes/about-who-we-are.tsx"),
  management: page("/about/management", "routes/about-management.tsx"),
  history: page("/about/history", "routes/about-history.tsx"),
  certifications: page("/about/certifications", "routes/about-certifications.tsx"),
  gallery: page("/about/gallery", "routes/about-gallery.tsx"),
  clients: page("/about/clients", "routes/about-clients.tsx"),
  // The news list's first page; its later pages and the posts follow it in `sitePaths` (newsPaths).
  news: page("/news", "routes/news.tsx"),
  services: page("/services", "routes/services.tsx"),
  yard: page("/services/fabrication-yard", "routes/fabrication-yard.tsx"),
  // The same page at a second address; its canonical link points at the yard page.
  yardAlias: page("/fabrication-yard", "routes/fabrication-yard.tsx", { indexed: false, searchable: false }),
  projects: page("/projects", "routes/projects.tsx"),
  careers: page("/careers", "routes/careers.tsx"),
  contact: page("/contact", "routes/contact.tsx"),
  quote: page("/contact/quote", "routes/contact-quote.tsx"),
  vendor: page("/contact/vendor", "routes/contact-vendor.tsx"),
  partner: page("/contact/partner", "routes/contact-partner.tsx"),
  // Where a form posted by the browser itself (before or without scripts) ends: the form service's
  // `redirect` field names the first; the local inbox sends a refusal to the second.
  enquirySent: page("/contact/sent", "routes/contact-sent.tsx", { indexed: false, searchable: false }),
  enquiryNotSent: page("/contact/not-sent", "routes/contact-not-sent.tsx", { indexed: false, searchable: false }),
  search: page("/search", "routes/search.tsx", { indexed: false, searchable: false }),
  // The privacy notice (NDPA 2023): linked from the footer and beside every form's submit button.
  privacy: page("/privacy", "routes/privacy.tsx", { searchable: false }),
  // What the service worker shows for a page not opened before while there is no connection.
  offline: page("/offline", "routes/offline.tsx", { indexed: false, searchable: false }),
};
export type SitePageKey = keyof typeof sitePages;

export function servicePath(id: string): `/services/${string}` {
  return `/services/${id}`;
}

/** A news post's page (app/content/data/news.json). */
export function newsPostPath(slug: string): `/news/${string}` {
  return `/news/${slug}`;
}

/** A page of the news list: the first is /news itself, the others /news/page/2, /news/page/3… */
export function newsListPath(page: number): string {
  return page <= 1 ? sitePages.news.path : `${sitePages.news.path}/page/${page}`;
}

/**
 * The news feeds (RSS 2.0 and Atom), one per language below its prefix (/news/rss.xml,
 * /fr/news/rss.xml), written by the build with the pages; `type` is what every host answers them
 * with (scripts/security-headers.mjs gives each host the rule).
 */
export const newsFeeds = {
  rss: { path: "/news/rss.xml", type: "application/rss+xml; charset=utf-8" },
  atom: { path: "/news/atom.xml", type: "application/atom+xml; charset=utf-8" },
} as const;

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
 * Where a page with text (app/content/data/text-pages.json) may live: below one of these sections
 * of the list of pages, or at the top level. Its address is the section's and its link name.
 */
export const textPageSections = ["top-level", "about", "services", "projects", "careers", "contact"] as const;
export type TextPageSection = (typeof textPageSections)[number];

/** A page with text's address: `/about/health-safety-environment`, or `/<id>` at the top level. */
export function textPagePath(section: TextPageSection, id: string): string {
  return section === "top-level" ? `/${id}` : `${sitePages[section].path}/${id}`;
}

/**
 * Every public page, in site order (service pages after /services, the news list's later pages and
 * the posts after /news), given the services' ids and the news pages (the content's): prerendered
 * and checked by the tests (app/content/site-map.ts holds the list).
 */
export function sitePaths(serviceIds: readonly string[], newsPaths: readonly string[] = []): string[] {
  return Object.entries(sitePages).flatMap(([key, entry]) =>
    key === "services" ? [entry.path, ...serviceIds.map(servicePath)] : key === "news" ? [entry.path, ...newsPaths] : [entry.path],
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
