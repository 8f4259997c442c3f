import { pages } from "~/content/pages";
import { sitePages, type SitePageKey } from "~/lib/paths";
import type { DocumentSource } from "../search-document";
import { joinText } from "./text";

type SearchablePageKey = Exclude<SitePageKey, "yardAlias" | "search">;

/** The pages whose heading and intro the site search finds (contract/site-paths.ts); not the 404 page. */
export const searchablePages = (Object.keys(sitePages) as SitePageKey[]).filter(
  (key): key is SearchablePageKey => sitePages[key].searchable,
);

/** The title of the page at `key`, as results group under it. */
export function pageTitle(key: SearchablePageKey): string {
  return pages[key].title;
}

/** Every page's title, heading and intro (pages.ts). */
export const pageDocuments: DocumentSource = () =>
  searchablePages.map((key) => {
    const page = pages[key];
    return {
      id: `page:${key}`,
      title: page.title,
      text: joinText(page.heading, page.intro, page.description),
      page: page.title,
      url: sitePages[key].path,
    };
  });
