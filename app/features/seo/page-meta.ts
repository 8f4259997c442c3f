import type { MetaDescriptor } from "react-router";
import { languageAlternates, otherLanguages } from "../../../contract/language-alternates";
import { LANGUAGE_FACTS, LANGUAGES, localPath, splitLocalPath, type Language } from "../../../contract/languages";
import { company } from "~/content/company";
import { pages, type PageKey } from "~/content/pages";
import type { Page } from "~/content/schemas/page";
import { paths, type SitePageKey } from "~/lib/paths";
// The language-neutral list: `page` below is the default language's address (~/lib/paths localises).
import { sitePages, unindexedPaths } from "../../../contract/site-paths";
import { absoluteUrl } from "~/lib/site";
import { siteLanguage } from "~/lib/site-language";
import { breadcrumbJsonLd, organizationJsonLd, webPageJsonLd } from "./structured-data";

type PageMetaInput = Pick<Page, "title" | "description"> & {
  /** The canonical path of the page (an alias page passes its main path), in either language. */
  path: string;
  image?: string;
  /** Keep search engines away; pages the list of pages marks so (contract/site-paths.ts) always are. */
  noindex?: boolean;
  /** Extra schema.org JSON-LD objects for this page (e.g. JobPosting entries on /careers). */
  structuredData?: Record<string, unknown>[];
  /** The page's language: the build's (tests pass the other one). */
  language?: Language;
  /**
   * The languages the page is built in, when not every one: an English-only news post names no
   * alternate, nor does the 404 page (`[]`), which is no address of its own. Given by the route, not
   * looked up in the list of pages, which would bring the content files that list reads (the news)
   * into every page's meta chunk, hydrating pages' JavaScript included.
   */
  languages?: readonly Language[];
};

/**
 * Title, description, canonical link, the page in every language (`hreflang` alternates with
 * `x-default`), Open Graph and Twitter tags, and JSON-LD (the WebPage with its language, the
 * Organization on the home page, a BreadcrumbList on nested pages, plus any `structuredData`):
 * every route's meta goes through here.
 */
export function pageMeta({
  title,
  description,
  path: givenPath,
  image = "/og-image.png",
  noindex,
  structuredData = [],
  language = siteLanguage,
  languages = LANGUAGES,
}: PageMetaInput): MetaDescriptor[] {
  // The page's address in the default language: the list of pages and the unindexed ones are kept so.
  const { path: page } = splitLocalPath(givenPath);
  const path = localPath(page, language);
  const fullTitle = page === sitePages.home.path ? `${company.name} | ${company.tagline}` : `${title} | ${company.shortName}`;
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(page, languages),
    ...(noindex || unindexedPaths.includes(page) ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: LANGUAGE_FACTS[language].ogLocale },
    ...otherLanguages(language).map((other) => ({ property: "og:locale:alternate", content: LANGUAGE_FACTS[other].ogLocale })),
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...jsonLd({ page, url, title: fullTitle, description, language, crumb: title }, structuredData),
  ];
}

/**
 * The page in every language, absolute as search engines require; none on the 404 page, which is
 * no address of its own (its switch leads to the other language's home, layout/language-switch.tsx),
 * nor on a page in one language only (an English-only news post), which has no other to name.
 */
function alternateLinks(page: string, languages: readonly Language[]): MetaDescriptor[] {
  if (languages.length < LANGUAGES.length) return [];
  return languageAlternates(page).map(({ hreflang, path }) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: hreflang,
    href: absoluteUrl(path),
  }));
}

type JsonLdPage = { page: string; url: string; title: string; description: string; language: Language; crumb: string };

function jsonLd({ page, crumb, ...webPage }: JsonLdPage, extra: Record<string, unknown>[]): MetaDescriptor[] {
  const breadcrumb = breadcrumbJsonLd(page, crumb, webPage.language);
  const objects = [
    webPageJsonLd(webPage),
    ...(page === sitePages.home.path ? [organizationJsonLd(webPage.language)] : []),
    ...(breadcrumb ? [breadcrumb] : []),
    ...extra,
  ];
  return objects.map((object) => ({ "script:ld+json": object }));
}

/**
 * A page's text and its meta. A page that hydrates returns them from its build-time loader: as page
 * data they stay out of its JavaScript, which then carries neither the meta builder nor other pages'
 * text (docs/decisions/0006). A page that does not hydrate reads them as a plain import.
 */
export function pageWithMeta(key: PageKey & SitePageKey) {
  const page = pages[key];
  return { page, meta: pageMeta({ ...page, path: paths[key] }) };
}
