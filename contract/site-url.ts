// The site's public origin, for canonical links, Open Graph URLs, the sitemap, the company profile
// and the link checker. Set VITE_SITE_URL to deploy elsewhere; each side reads its own environment
// (Vite's in the app, the process's in the build scripts) and passes the value here.
const defaultSiteUrl = "https://www.deltaforge.example";

/** The configured origin without a trailing slash, or the sample company's. */
export function siteUrlFrom(configured: string | undefined): string {
  return (configured || defaultSiteUrl).replace(/\/+$/, "");
}
