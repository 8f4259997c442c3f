// The public origin, for canonical links and Open Graph URLs: checked once at build time
// (config/build-env.ts) and defined by vite.config.ts, so there is no default here.
export const siteUrl: string = import.meta.env.VITE_SITE_URL;

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path}`;
}
