// The site's URLs for the app, in the build's language (docs/decisions/0018): in the French build
// `paths.about` is "/fr/about", so every link a page renders leads to a page in its own language.
// The language-neutral table and the page list are in contract/site-paths.ts, where the routes,
// the prerender list, the scripts and the server reach them; the pages' full list needs the
// services' ids, which are content: app/content/site-map.ts.
import {
  paths as neutralPaths,
  servicePath as neutralServicePath,
  newsFeeds as neutralNewsFeeds,
  newsListPath as neutralNewsListPath,
  newsPostPath as neutralNewsPostPath,
  sitePages as neutralSitePages,
  unindexedPaths as neutralUnindexedPaths,
  type SitePageKey,
} from "../../contract/site-paths";
import { sitePath } from "./site-language";

export type { SitePageKey };

const localise = <T extends Record<string, string>>(table: T): T =>
  Object.fromEntries(Object.entries(table).map(([key, path]) => [key, sitePath(path)])) as T;

/** Every page's address, and the search index (the French build writes its own below /fr), in the build's language. */
export const paths = localise(neutralPaths);

/** The list of pages with their addresses in the build's language. */
export const sitePages = Object.fromEntries(
  Object.entries(neutralSitePages).map(([key, page]) => [key, { ...page, path: sitePath(page.path) }]),
) as typeof neutralSitePages;

export const servicePath = (id: string): string => sitePath(neutralServicePath(id));

export const newsPostPath = (slug: string): string => sitePath(neutralNewsPostPath(slug));
export const newsListPath = (page: number): string => sitePath(neutralNewsListPath(page));
/** The build's language's feeds (/fr/news/rss.xml in the French build). */
export const newsFeeds = {
  rss: { ...neutralNewsFeeds.rss, path: sitePath(neutralNewsFeeds.rss.path) },
  atom: { ...neutralNewsFeeds.atom, path: sitePath(neutralNewsFeeds.atom.path) },
};

export const unindexedPaths: string[] = neutralUnindexedPaths.map(sitePath);
