// schema.org JSON-LD for search engines, rendered by React Router's meta as
// <script type="application/ld+json"> (data, not script: CSP does not apply to it).
import { LANGUAGE_FACTS, LANGUAGES, localPath, splitLocalPath, type Language } from "../../../contract/languages";
import { company } from "~/content/company";
import { mainNav } from "~/content/navigation";
import { offices } from "~/content/offices";
import { siteLabels } from "~/content/site-labels";
import type { Job } from "~/content/schemas/job";
import type { NewsPost } from "~/content/schemas/news";
import { paths } from "~/lib/paths";
// The language-neutral list: crumbs are walked on the default language's address, then localised.
import { sitePages } from "../../../contract/site-paths";
import { absoluteUrl } from "~/lib/site";
import { siteLanguage } from "~/lib/site-language";

type JsonLd = Record<string, unknown>;

/** Every address of the company is in Nigeria (schema.org wants the ISO 3166 code). */
const COUNTRY = "NG";
const logoPath = "/art/brand/logo.svg";

const home = sitePages.home.path;

function organizationRef(language: Language): JsonLd {
  return { "@type": "Organization", name: company.name, url: absoluteUrl(localPath(home, language)), logo: absoluteUrl(logoPath) };
}

/**
 * The page itself: its address, title, description and language (`inLanguage`, issue 40), part of
 * the site in that language.
 */
export function webPageJsonLd({
  url,
  title,
  description,
  language,
}: {
  url: string;
  title: string;
  description: string;
  language: Language;
}): JsonLd {
  const inLanguage = LANGUAGE_FACTS[language].tag;
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name: title,
    description,
    inLanguage,
    isPartOf: { "@type": "WebSite", name: company.name, url: absoluteUrl(localPath(home, language)), inLanguage },
  };
}

/**
 * The company: name, site, logo, phone and e-mail contact points (answered in every language of the
 * site), the Lagos head office, its networking profile. One company in every language: its `@id` is
 * the default language's. `location` lists every office of the contact page, the head office first.
 */
export function organizationJsonLd(language: Language = siteLanguage): JsonLd {
  const { lines, city } = company.address;
  return {
    "@context": "https://schema.org",
    ...organizationRef(language),
    "@id": `${absoluteUrl(home)}#organization`,
    alternateName: company.shortName,
    description: company.blurb,
    foundingDate: String(company.founded),
    email: company.emails.info,
    telephone: company.phones[0],
    contactPoint: company.phones.map((telephone) => ({
      "@type": "ContactPoint",
      contactType: siteLabels.shell.contactType,
      telephone,
      email: company.emails.info,
      areaServed: COUNTRY,
      availableLanguage: LANGUAGES.map((each) => LANGUAGE_FACTS[each].tag),
    })),
    address: {
      "@type": "PostalAddress",
      // The last line is "Lagos, Nigeria": city and country have their own fields.
      streetAddress: lines.slice(0, -1).join(", "),
      addressLocality: city,
      addressRegion: city,
      addressCountry: COUNTRY,
    },
    location: offices.map((office) => ({
      "@type": "Place",
      name: office.name,
      // The address's lines as written; the country has its own field (every office is in Nigeria).
      address: { "@type": "PostalAddress", streetAddress: office.address.join(", "), addressCountry: COUNTRY },
      telephone: office.phone.split(",")[0]!.trim(),
      geo: { "@type": "GeoCoordinates", latitude: office.position.lat, longitude: office.position.lon },
      url: absoluteUrl(`${localPath(sitePages.contact.path, language)}?office=${office.id}`),
    })),
    sameAs: [company.networkingUrl],
  };
}

/** Names of the site's sections, as the navigation shows them (`path` in the default language). */
function navName(path: string): string | undefined {
  const samePage = (href: string) => splitLocalPath(href).path === path;
  for (const item of mainNav) {
    if (samePage(item.href)) return item.name;
    const link = item.dropdown?.find((entry) => samePage(entry.href));
    if (link) return link.name;
  }
  return undefined;
}

/**
 * Home › Section › Page for a page below the top level (e.g. /about/management), derived from the
 * path: every ancestor that is a page of the site, named as in the navigation, then the page
 * itself under its own title. Top-level pages get none (there is nothing to walk back through).
 * `path` may be either language's; the crumbs link to the pages in `language`.
 */
export function breadcrumbJsonLd(givenPath: string, title: string, language: Language = siteLanguage): JsonLd | null {
  const { path } = splitLocalPath(givenPath);
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return null;
  const ancestors = segments
    .slice(0, -1)
    .map((_, index) => `/${segments.slice(0, index + 1).join("/")}`)
    // A service page is never an ancestor, so the pages of the one list are enough.
    .filter((ancestor) => Object.values(sitePages).some((page) => page.path === ancestor));
  const trail = [
    { name: navName(home) ?? "Home", path: home },
    ...ancestors.map((ancestor) => ({ name: navName(ancestor) ?? ancestor, path: ancestor })),
    { name: title, path },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(localPath(crumb.path, language)),
    })),
  };
}

const employmentTypes: Partial<Record<Job["type"], string>> = { "full-time": "FULL_TIME" };

/**
 * One opening on /careers. "Hybrid" is a way of working, not a schema.org employment type, so
 * only Full-time maps to employmentType; the experience text goes in as written.
 */
export function jobPostingJsonLd(job: Job): JsonLd {
  const employmentType = employmentTypes[job.type];
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    identifier: { "@type": "PropertyValue", name: company.name, value: job.id },
    datePosted: job.datePosted,
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: organizationRef(siteLanguage),
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: COUNTRY },
    },
    experienceRequirements: job.experience,
    url: `${absoluteUrl(paths.careers)}#${job.id}`,
    directApply: false,
  };
}

/**
 * A news post (app/content/data/news.json): its headline, summary, picture, date and language,
 * written and published by the company. `url` is the post's page in the build's language.
 */
export function newsArticleJsonLd(
  post: Pick<NewsPost, "title" | "summary" | "image" | "date">,
  url: string,
  language: Language = siteLanguage,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    headline: post.title,
    description: post.summary,
    image: [absoluteUrl(post.image)],
    datePublished: post.date,
    inLanguage: LANGUAGE_FACTS[language].tag,
    author: organizationRef(language),
    publisher: organizationRef(language),
  };
}
