// schema.org JSON-LD for search engines, rendered by React Router's meta as
// <script type="application/ld+json"> (data, not script: CSP does not apply to it).
import { company } from "~/content/company";
import { mainNav } from "~/content/navigation";
import type { Job } from "~/content/schemas/job";
import { paths, sitePages } from "~/lib/paths";
import { absoluteUrl } from "~/lib/site";

type JsonLd = Record<string, unknown>;

/** Every address of the company is in Nigeria (schema.org wants the ISO 3166 code). */
const COUNTRY = "NG";
const logoPath = "/art/brand/logo.svg";

function organizationRef(): JsonLd {
  return { "@type": "Organization", name: company.name, url: absoluteUrl(paths.home), logo: absoluteUrl(logoPath) };
}

/** The company: name, site, logo, phone and e-mail contact points, the Lagos head office, its networking profile. */
export function organizationJsonLd(): JsonLd {
  const { lines, city } = company.address;
  return {
    "@context": "https://schema.org",
    ...organizationRef(),
    "@id": `${absoluteUrl(paths.home)}#organization`,
    alternateName: company.shortName,
    description: company.blurb,
    foundingDate: String(company.founded),
    email: company.emails.info,
    telephone: company.phones[0],
    contactPoint: company.phones.map((telephone) => ({
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone,
      email: company.emails.info,
      areaServed: COUNTRY,
      availableLanguage: "en",
    })),
    address: {
      "@type": "PostalAddress",
      // The last line is "Lagos, Nigeria": city and country have their own fields.
      streetAddress: lines.slice(0, -1).join(", "),
      addressLocality: city,
      addressRegion: city,
      addressCountry: COUNTRY,
    },
    sameAs: [company.networkingUrl],
  };
}

/** Names of the site's sections, as the navigation shows them. */
function navName(path: string): string | undefined {
  for (const item of mainNav) {
    if (item.href === path) return item.name;
    const link = item.dropdown?.find((entry) => entry.href === path);
    if (link) return link.name;
  }
  return undefined;
}

/**
 * Home › Section › Page for a page below the top level (e.g. /about/management), derived from the
 * path: every ancestor that is a page of the site, named as in the navigation, then the page
 * itself under its own title. Top-level pages get none (there is nothing to walk back through).
 */
export function breadcrumbJsonLd(path: string, title: string): JsonLd | null {
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return null;
  const ancestors = segments
    .slice(0, -1)
    .map((_, index) => `/${segments.slice(0, index + 1).join("/")}`)
    // A service page is never an ancestor, so the pages of the one list are enough.
    .filter((ancestor) => Object.values(sitePages).some((page) => page.path === ancestor));
  const trail = [
    { name: navName(paths.home) ?? "Home", path: paths.home },
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
      item: absoluteUrl(crumb.path),
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
    hiringOrganization: organizationRef(),
    jobLocation: {
      "@type": "Place",
      // The cards spell it "Port-Harcourt"; the city's name is Port Harcourt.
      address: { "@type": "PostalAddress", addressLocality: job.location.replace("-", " "), addressCountry: COUNTRY },
    },
    experienceRequirements: job.experience,
    url: `${absoluteUrl(paths.careers)}#${job.id}`,
    directApply: false,
  };
}
