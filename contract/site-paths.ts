// The one table of the site's URLs: components and content link through it, never with
// hard-coded strings. Here, not in app/lib, because content (which may import only its schemas
// and the contract) links to pages too.

export const serviceIds = [
  "engineering",
  "procurement",
  "fabrication",
  "commissioning",
  "operations",
  "manpower",
  "trading",
] as const;
export type ServiceId = (typeof serviceIds)[number];

export const paths = {
  home: "/",
  about: "/about",
  whoWeAre: "/about/who-we-are",
  management: "/about/management",
  history: "/about/history",
  certifications: "/about/certifications",
  gallery: "/about/gallery",
  clients: "/about/clients",
  services: "/services",
  yard: "/services/fabrication-yard",
  yardAlias: "/fabrication-yard",
  projects: "/projects",
  careers: "/careers",
  contact: "/contact",
  quote: "/contact/quote",
  vendor: "/contact/vendor",
  partner: "/contact/partner",
  search: "/search",
  /** The serialized site search index, written at build time by routes/search-index.ts. */
  searchIndex: "/search-index.json",
  companyProfile: "/downloads/deltaforge-company-profile.pdf",
} as const;

export function servicePath(id: ServiceId): `/services/${ServiceId}` {
  return `/services/${id}`;
}

/** Every public page, in a stable order: prerendered, listed in the sitemap, and checked by the tests. */
export const prerenderPaths: string[] = [
  paths.home,
  paths.about,
  paths.whoWeAre,
  paths.management,
  paths.history,
  paths.certifications,
  paths.gallery,
  paths.clients,
  paths.services,
  ...serviceIds.map(servicePath),
  paths.yard,
  paths.yardAlias,
  paths.projects,
  paths.careers,
  paths.contact,
  paths.quote,
  paths.vendor,
  paths.partner,
  paths.search,
];
