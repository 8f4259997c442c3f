// The public origin, for canonical links, Open Graph URLs and the sitemap. Set VITE_SITE_URL to deploy elsewhere.
export const siteUrl = String(import.meta.env.VITE_SITE_URL ?? "https://www.deltaforge.example").replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path}`;
}
