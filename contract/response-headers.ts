/**
 * Response headers the build and our server must agree on. The build writes them for each host
 * (scripts/security-headers.mjs, with the Content-Security-Policy, which depends on the pages);
 * our server sends them itself where the build's `_headers` does not reach.
 */

/** What every page and file gets; the server's default when a build has no `_headers` (server/headers-file.ts). */
export const SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Legacy twin of frame-ancestors 'none' for browsers without CSP level 2.
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
} as const;

/**
 * Cache lifetimes: hashed assets for a year, pages revalidated on every visit, other files an hour.
 * The build writes them for each host; our server sends them itself (server/static-site.ts).
 */
export const CACHE_CONTROL = {
  asset: "public, max-age=31536000, immutable",
  page: "no-cache",
  file: "public, max-age=3600",
  // The service worker (contract/offline.ts): revalidated on every check, so a new build's worker is
  // found at once (browsers cap a worker's HTTP caching at a day anyway).
  worker: "no-cache",
} as const;
