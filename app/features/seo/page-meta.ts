import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import { pages, type PageKey } from "~/content/pages";
import type { Page } from "~/content/schemas/page";
import { paths, unindexedPaths, type SitePageKey } from "~/lib/paths";
import { absoluteUrl } from "~/lib/site";
import { breadcrumbJsonLd, organizationJsonLd } from "./structured-data";

type PageMetaInput = Pick<Page, "title" | "description"> & {
  /** The canonical path of the page (an alias page passes its main path). */
  path: string;
  image?: string;
  /** Keep search engines away; pages the list of pages marks so (contract/site-paths.ts) always are. */
  noindex?: boolean;
  /** Extra schema.org JSON-LD objects for this page (e.g. JobPosting entries on /careers). */
  structuredData?: Record<string, unknown>[];
};

/**
 * Title, description, canonical link, Open Graph and Twitter tags, and JSON-LD (Organization on the
 * home page, a BreadcrumbList on nested pages, plus any `structuredData`): every route's meta goes through here.
 */
export function pageMeta({
  title,
  description,
  path,
  image = "/og-image.png",
  noindex,
  structuredData = [],
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = path === paths.home ? `${company.name} | ${company.tagline}` : `${title} | ${company.shortName}`;
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex || unindexedPaths.includes(path) ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_NG" },
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
    ...jsonLd(path, title, structuredData),
  ];
}

function jsonLd(path: string, title: string, extra: Record<string, unknown>[]): MetaDescriptor[] {
  const breadcrumb = breadcrumbJsonLd(path, title);
  const objects = [...(path === paths.home ? [organizationJsonLd()] : []), ...(breadcrumb ? [breadcrumb] : []), ...extra];
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
