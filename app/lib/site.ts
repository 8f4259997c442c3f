import { siteUrlFrom } from "../../contract/site-url";

// The public origin (contract/site-url.ts), for canonical links and Open Graph URLs.
export const siteUrl = siteUrlFrom(import.meta.env.VITE_SITE_URL);

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path}`;
}
